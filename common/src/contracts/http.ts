/**
 * What every contract is built from: the `{status, data}` envelope and the
 * `{status, code, message}` refusal. Typed routes are in ./routes.ts, which needs no zod.
 */
import { z } from 'zod';

/** A successful answer: `{status, data}` (docs/decisions.md "The API"). */
export const dataBody = <T extends z.ZodType>(data: T) => z.object({ status: z.number().int(), data });

/**
 * How the API says no. The kind decides the HTTP status (functions/src/http/errors.ts); the code
 * is what clients branch on; the message is the text a person reads, from ../messages.ts.
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'method-not-allowed'
  | 'conflict'
  | 'too-large'
  | 'too-many'
  | 'unavailable'
  | 'internal';

export interface Refusal<C extends string = string> {
  readonly kind: RefusalKind;
  readonly code: C;
  readonly message: string;
}

export const refusal = <C extends string>(kind: RefusalKind, code: C, message: string): Refusal<C> => ({
  kind,
  code,
  message,
});

export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
