/**
 * Resumption tokens carry the whole state of a list request (filter, position and counts), so
 * that any instance of the function can answer the next page and no state is stored. They are
 * signed with HMAC-SHA256 under OAI_TOKEN_SECRET: a token this site did not issue, or one
 * changed in any byte, is refused before anything in it is read, and so costs no database
 * read. What a signed token carries is range-checked all the same, and a token is refused for
 * another verb than the one that issued it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { config } from '../config';
import { OaiError } from './request';

/** Article ids are Firestore's generated ids; a token naming anything else was not ours. */
const documentId = z.string().regex(/^[A-Za-z0-9]{1,64}$/);
/** Dates in a token are milliseconds within Firestore's range of timestamps. */
const epochMillis = z.number().int().min(-62_135_596_800_000).max(253_402_300_799_999);

const stateSchema = z
  .strictObject({
    verb: z.enum(['ListIdentifiers', 'ListRecords']),
    volumeId: documentId.optional(),
    from: epochMillis.optional(),
    until: epochMillis.optional(),
    /** The last record of the previous page (see services/harvest.ts); null before the first page. */
    after: z
      .object({
        // Firestore's own range of timestamps (years 1 to 9999): anything else is forged.
        seconds: z.number().int().min(-62_135_596_800).max(253_402_300_799),
        nanoseconds: z.number().int().min(0).max(999_999_999),
        id: documentId,
      })
      .nullable(),
    cursor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    completeListSize: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .refine((s) => s.cursor <= s.completeListSize && (s.from ?? -Infinity) <= (s.until ?? Infinity));

/**
 * A token is a few short values and its signature (about 300 characters); anything much longer
 * was not issued here.
 */
export const MAX_TOKEN_LENGTH = 512;

export type ListState = z.infer<typeof stateSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function signature(payload: string): Buffer {
  return createHmac('sha256', config.oaiTokenSecret).update(payload).digest();
}

/** `{state as base64url JSON}.{its HMAC as base64url}` */
export function encodeToken(state: ListState): string {
  const payload = Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
  return `${payload}.${signature(payload).toString('base64url')}`;
}

const invalidToken = () =>
  new OaiError('badResumptionToken', 'The resumption token is invalid or has expired.');

function signedPayload(token: string): string | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0 || !BASE64URL.test(payload) || !BASE64URL.test(signed)) {
    return null;
  }
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(payload);
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}

export function decodeToken(token: string, verb: ListState['verb']): ListState {
  const payload = signedPayload(token);
  if (payload === null) throw invalidToken();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken();
  }
  const result = stateSchema.safeParse(parsed);
  if (!result.success || result.data.verb !== verb) throw invalidToken();
  return result.data;
}
