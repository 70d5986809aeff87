import type { ErrorBody } from './http';

/**
 * The same test as `errorBodySchema` (./http.ts), without zod: the browser's API client runs it on every
 * refusal, and public pages should not download zod for it.
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { status, code, message } = body as Record<string, unknown>;
  return Number.isInteger(status) && typeof code === 'string' && typeof message === 'string';
}
