/**
 * The one place where an error becomes the words a person reads. Every screen describes its
 * own texts as a table (SPEC's words for that screen, docs/decisions.md "The API"), and this
 * function picks from it by the error's code, never by the text of a message.
 */
import type { ErrorCode } from '@journal/common/contracts/error-codes';
import { ApiError, ClientError } from './api-client';

/**
 * Firebase's errors, known by shape rather than by class: importing FirebaseError would put the
 * SDK into every page that words an error, public ones included (lib/auth-runtime.ts).
 */
function isFirebaseError(error: unknown): error is Error & { code: string } {
  return (
    error instanceof Error &&
    error.name === 'FirebaseError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/** Codes a screen can word: the API's, Firebase Auth's, the browser's own, or `http-<status>`. */
export type MessageKey = ErrorCode | ClientCode | `auth/${string}` | `http-${number}`;
export type ClientCode =
  'network' | 'not-signed-in' | 'token-refresh-failed' | 'not-admin' | 'use-admin-login';

export interface MessageTable {
  /** The screen's words for particular codes (checked first). */
  byCode?: Partial<Record<MessageKey, string>>;
  /** When the API refused with a message of its own and no entry above matched: show it. */
  showServerMessage?: boolean;
  /** When the API (or something in front of it) failed without a message of ours. */
  serverFailure?: string;
  /** Anything else. */
  fallback: string;
}

/** The code an error carries, whoever raised it. */
export function errorCode(error: unknown): string | null {
  if (error instanceof ApiError) return error.code;
  if (error instanceof ClientError) return error.code;
  if (isFirebaseError(error)) {
    // Newer SDKs report a rejected API key as 'auth/api-key-not-valid.-please-pass-a-valid-api-key.'.
    return error.code.startsWith('auth/api-key-not-valid') ? 'auth/invalid-api-key' : error.code;
  }
  return null;
}

export function errorMessage(error: unknown, table: MessageTable): string {
  const byCode = table.byCode as Partial<Record<string, string>> | undefined;
  const code = errorCode(error);
  const worded =
    (code !== null ? byCode?.[code] : undefined) ??
    (error instanceof ApiError ? byCode?.[`http-${error.status}`] : undefined);
  if (worded !== undefined) return worded;
  if (error instanceof ApiError) {
    if (table.showServerMessage && error.serverMessage) return error.serverMessage;
    return table.serverFailure ?? table.fallback;
  }
  return table.fallback;
}

/** Why a request failed, for a screen that puts it after its own words ("Failed to …: reason"). */
const reasons: MessageTable = {
  byCode: { network: 'The server could not be reached.' },
  showServerMessage: true,
  serverFailure: 'The server could not complete the request.',
  fallback: 'The request could not be completed.',
};

export function failureReason(error: unknown): string {
  return errorMessage(error, reasons);
}
