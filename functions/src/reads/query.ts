/**
 * A public read's query string, checked with its contract's schema (common/src/contracts): any
 * problem with one is the same short refusal, whether the API or the page renderer asked.
 */
import type { z } from 'zod';
import { requestErrors } from '@journal/common/contracts/requests';
import { refuse } from '../services/errors';

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw refuse(requestErrors.invalidQuery);
  return result.data;
}
