/**
 * Uniqueness of slugs: a claim document per slug, created with `create()` in the same write as
 * the record it names, so two writers racing for one slug cannot both succeed.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from './firebase';
import { collections, type SlugClaim } from './model';

export function slugClaimRef(kind: SlugClaim['kind'], key: string): DocumentReference {
  return db.collection(collections.slugs).doc(`${kind}:${key}`);
}

/** gRPC ALREADY_EXISTS: a `create()` met a document that is already there. */
export function isAlreadyExists(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 6;
}
