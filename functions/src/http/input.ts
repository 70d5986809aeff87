/**
 * Requests checked at the edge with the contracts' schemas (common/src/contracts), so that the
 * services receive typed values only.
 */
import type { z } from 'zod';
import type { Refusal } from '@journal/common/contracts/refusal';
import { requestErrors } from '@journal/common/contracts/requests';
import { HttpError } from './errors';

/**
 * A body (JSON, or the text fields of a form) by its schema. The first problem is refused in the
 * words the schema gives it, which are the form's own, or as the contract's own refusal where
 * the schema names one (`params.refusal` of a refinement).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const named =
      issue?.code === 'custom' ? (issue.params as { refusal?: Refusal } | undefined)?.refusal : undefined;
    throw new HttpError(named ?? requestErrors.invalid(issue?.message ?? result.error.message));
  }
  return result.data;
}
