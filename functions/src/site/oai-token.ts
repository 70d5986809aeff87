/**
 * Resumption tokens carry the whole state of a list request (filter, position and counts), so
 * that any instance of the function can answer the next page and no state is stored. A token
 * is refused for another verb than the one that issued it.
 */
import { z } from 'zod';
import { OaiError } from './oai-request';

/** Article ids are Firestore's generated ids; a token naming anything else was not ours. */
const documentId = z.string().regex(/^[A-Za-z0-9]{1,64}$/);
/** Dates in a token are milliseconds within Firestore's range of timestamps. */
const epochMillis = z.number().int().min(-62_135_596_800_000).max(253_402_300_799_999);

const stateSchema = z.strictObject({
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
});

/** A token is a few short values; anything much longer was not issued here. */
const MAX_TOKEN_LENGTH = 1024;

export type ListState = z.infer<typeof stateSchema>;

export function encodeToken(state: ListState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

const invalidToken = () =>
  new OaiError('badResumptionToken', 'The resumption token is invalid or has expired.');

export function decodeToken(token: string, verb: ListState['verb']): ListState {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) throw invalidToken();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken();
  }
  const result = stateSchema.safeParse(parsed);
  if (!result.success || result.data.verb !== verb) throw invalidToken();
  return result.data;
}
