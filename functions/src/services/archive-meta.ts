/**
 * `meta/archive` carries a version number that every archive write bumps in the same batch or
 * transaction as the write itself. Caches of the archive (the search index) compare one small
 * document instead of re-reading every article.
 */
import { FieldValue, Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './firebase';
import { collections, type ArchiveMeta } from './model';

export const archiveMetaRef = db.collection(collections.meta).doc('archive');

export function bumpArchiveVersion(writer: WriteBatch | Transaction): void {
  const bump = { version: FieldValue.increment(1), updatedAt: FieldValue.serverTimestamp() };
  if (writer instanceof Transaction) writer.set(archiveMetaRef, bump, { merge: true });
  else writer.set(archiveMetaRef, bump, { merge: true });
}

export async function readArchiveVersion(): Promise<number> {
  const snap = await archiveMetaRef.get();
  return (snap.data() as ArchiveMeta | undefined)?.version ?? 0;
}
