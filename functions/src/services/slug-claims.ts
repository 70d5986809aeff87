/**
 * Unique keys (volume slugs, issue slugs within a volume, article slugs, usernames) are claim
 * documents named by the key (services/input.ts documentIdForKey). A record and its claim are
 * created in one transaction, so either both exist or neither does, and of any number of
 * concurrent claims of one key exactly one commits.
 *
 * The claim is written with create(), which Firestore refuses with ALREADY_EXISTS when the
 * document is there, and it is deliberately not read first: a read would take a lock that
 * every concurrent claimant then waits on, while create() lets the losers fail at once.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Refusal } from '@journal/common/contracts/refusal';
import { refuse } from './errors';
import { db } from './firebase';
import { documentIdForKey } from './input';
import { collections, type SlugClaim } from './model';

/** Slugs and volume ids are plain keys, so a slug claim's id reads `kind:key` (`issue:volumeId:slug`). */
export function slugClaimRef(kind: SlugClaim['kind'], key: string): DocumentReference {
  return db.collection(collections.slugs).doc(documentIdForKey(`${kind}:${key}`));
}

/** gRPC ALREADY_EXISTS: a create() met a document that is already there. */
function isAlreadyExists(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 6;
}

export interface Claim {
  ref: DocumentReference;
  data: Record<string, unknown>;
  /** The refusal (a conflict) when the key is taken. */
  taken: Refusal;
}

/** Whether a stored claim holds exactly these (plain) values. */
function holdsExactly(stored: Record<string, unknown> | undefined, data: Record<string, unknown>): boolean {
  if (!stored) return false;
  const fields = Object.keys(data);
  return (
    Object.keys(stored).length === fields.length && fields.every((field) => stored[field] === data[field])
  );
}

/**
 * Runs `write` (its reads, then its writes) and creates the claim in the same transaction.
 * A taken key throws the claim's refusal; `write` may throw its own errors.
 *
 * Firestore's client runs a transaction again when its commit failed UNAVAILABLE, yet that
 * commit may have been applied: the run again then meets its own claim. A claim holding exactly
 * this claim's data (its record's new id, or the account's own uid and name) is that one, and
 * the caller's record is there beside it: the answer is success, not the refusal. The client
 * may also send the lost commit again as it was, which the server refuses as a closed
 * transaction (INVALID_ARGUMENT): so whatever the failure, once a commit was sent the claim is
 * read to learn what happened.
 */
export async function createWithClaim<T>(claim: Claim, write: (tx: Transaction) => Promise<T>): Promise<T> {
  let written: { result: T } | undefined;
  try {
    return await db.runTransaction(async (tx) => {
      const result = await write(tx);
      tx.create(claim.ref, claim.data);
      written = { result };
      return result;
    });
  } catch (err) {
    if (written && (await holdsOwnClaim(claim))) return written.result;
    if (isAlreadyExists(err)) throw refuse(claim.taken);
    throw err;
  }
}

/** Whether the claim is stored as this claim wrote it; not when it cannot be read (the first failure then stands). */
async function holdsOwnClaim(claim: Claim): Promise<boolean> {
  const stored = await claim.ref.get().catch(() => null);
  return holdsExactly(stored?.data(), claim.data);
}
