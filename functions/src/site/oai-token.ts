/**
 * Resumption tokens carry the whole state of a list request (filter, position and counts), so
 * that any instance of the function can answer the next page and no state is stored. A token
 * is refused for another verb than the one that issued it.
 */
import { z } from 'zod';
import { OaiError } from './oai-request';

const stateSchema = z.object({
  verb: z.enum(['ListIdentifiers', 'ListRecords']),
  volumeId: z.string().optional(),
  from: z.number().int().optional(),
  until: z.number().int().optional(),
  /** Where the last page ended (see services/harvest.ts); null before the first page. */
  after: z
    .object({
      seconds: z.number().int(),
      nanoseconds: z.number().int().min(0).max(999_999_999),
      ids: z.array(z.string().min(1)).max(10_000),
    })
    .nullable(),
  cursor: z.number().int().min(0),
  completeListSize: z.number().int().min(0),
});

export type ListState = z.infer<typeof stateSchema>;

export function encodeToken(state: ListState): string {
  return Buffer.from(JSON.stringify(state), 'utf8').toString('base64url');
}

const invalidToken = () =>
  new OaiError('badResumptionToken', 'The resumption token is invalid or has expired.');

export function decodeToken(token: string, verb: ListState['verb']): ListState {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw invalidToken();
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
