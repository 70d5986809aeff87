/**
 * Deleting a volume or an issue: one transaction reads the record and looks for one record that
 * still belongs to it (an issue of the volume, an article of the issue), refuses while there is
 * one, so that nothing is left orphaned, and otherwise deletes the record with its slug claim and
 * its catalog entry and moves the archive's version on.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Refusal } from '@journal/common/contracts/refusal';
import { bumpArchiveVersion } from './archive-meta';
import { ensureCatalog } from './catalog';
import { refuse } from './errors';
import { db } from './firebase';
import { isDocId } from './input';

export interface ArchiveDeletion<D> {
  collection: string;
  notFound: Refusal;
  /** The records that belong to this one: their collection and the field that names it. */
  children: { collection: string; field: string; refusal: Refusal };
  slugClaim(doc: D): DocumentReference;
  /** The catalog change of services/catalog.ts for this kind of record. */
  catalog(tx: Transaction, change: 'remove', id: string, doc: D): void;
}

export async function deleteArchiveRecord<D>(
  id: string,
  deletion: ArchiveDeletion<D>,
): Promise<{ id: string; doc: D }> {
  if (!isDocId(id)) throw refuse(deletion.notFound);
  const ref = db.collection(deletion.collection).doc(id);
  const { children } = deletion;
  await ensureCatalog();
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse(deletion.notFound);
    const belonging = await tx.get(
      db.collection(children.collection).where(children.field, '==', id).limit(1),
    );
    if (!belonging.empty) throw refuse(children.refusal);
    const doc = snap.data() as D;
    tx.delete(deletion.slugClaim(doc));
    tx.delete(ref);
    deletion.catalog(tx, 'remove', id, doc);
    bumpArchiveVersion(tx);
    return { id, doc };
  });
}
