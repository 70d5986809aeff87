/**
 * How the API says no, declared beside each resource. Free of zod, so constants that sit beside
 * refusals (the file limits the guideline pages quote) cost a page nothing more.
 */
/**
 * The kind decides the HTTP status (functions/src/http/errors.ts); the code
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
  /** A service the API called on the client's behalf (Crossref) failed or refused. */
  | 'bad-gateway'
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
