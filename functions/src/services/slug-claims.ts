/**
 * Unique keys (volume slugs, issue slugs within a volume, article slugs, usernames) are claim
 * documents named by the key. A record and its claim are created in one transaction, so either
 * both exist or neither does, and of any number of concurrent claims of one key exactly one
 * commits.
 *
 * The claim is written with create(), which Firestore refuses with ALREADY_EXISTS when the
 * document is there, and it is deliberately not read first: a read would take a lock that
 * every concurrent claimant then waits on, while create() lets the losers fail at once.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Refusal } from '@journal/common/contracts/refusal';
import { refuse } from './errors';
import { db } from './firebase';
import { collections, type SlugClaim } from './model';

export function slugClaimRef(kind: SlugClaim['kind'], key: string): DocumentReference {
  return db.collection(collections.slugs).doc(`${kind}:${key}`);
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

/**
 * Runs `write` (its reads, then its writes) and creates the claim in the same transaction.
 * A taken key throws the claim's refusal; `write` may throw its own errors.
 */
export async function createWithClaim<T>(claim: Claim, write: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.runTransaction(async (tx) => {
      const result = await write(tx);
      tx.create(claim.ref, claim.data);
      return result;
    });
  } catch (err) {
    if (isAlreadyExists(err)) throw refuse(claim.taken);
    throw err;
  }
}
