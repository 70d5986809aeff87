/**
 * Input checks shared by the route handlers and the seed script, so both refuse the same
 * things with the same messages.
 */
import type { z } from 'zod';
import { apiMessages } from '@journal/common/messages';
import { invalid } from './errors';

/** Parses with a schema from common; the first problem becomes a 400 with its own message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

/**
 * Firestore document ids the archive creates are auto ids; anything else (slashes, dots,
 * reserved `__x__` names, very long text) cannot name a record and must not reach Firestore.
 */
export function isDocId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value) && !/^__.*__$/.test(value);
}

/** Query strings are not forms: any problem with one is the same short 400. */
export function parseQuery<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(apiMessages.invalidQuery);
  return result.data;
}
