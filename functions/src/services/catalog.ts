/**
 * `meta/catalog`: every volume and every issue in one document, so that the pages that list
 * them all (/archives, the volume lists of the API, the sitemap index, OAI-PMH's sets) read
 * one document however many years the journal has published. A journal adds about a dozen
 * issues a year; the catalog stays far below Firestore's 1 MiB document limit for centuries.
 *
 * The catalog changes in the same transaction as the volume or issue it lists, with
 * arrayUnion and arrayRemove: blind writes, so concurrent creations never wait on a read lock
 * of this one document. An entry is built from the stored record alone, so that the entry
 * removed is exactly the entry added.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from './firebase';
import { collections, type IssueDoc, type VolumeDoc } from './model';

export interface CatalogVolume extends VolumeDoc {
  _id: string;
}

export interface CatalogIssue extends IssueDoc {
  _id: string;
}

export interface CatalogDoc {
  volumes: CatalogVolume[];
  issues: CatalogIssue[];
}

export const catalogRef = db.collection(collections.meta).doc('catalog');

export const volumeEntry = (id: string, doc: VolumeDoc): CatalogVolume => ({
  _id: id,
  name: doc.name,
  slug: doc.slug,
  year: doc.year,
  createdAt: doc.createdAt,
});

export const issueEntry = (id: string, doc: IssueDoc): CatalogIssue => ({
  _id: id,
  name: doc.name,
  slug: doc.slug,
  volumeId: doc.volumeId,
  volume: { _id: doc.volume._id, slug: doc.volume.slug, name: doc.volume.name, year: doc.volume.year },
  createdAt: doc.createdAt,
});

type Change = 'add' | 'remove';
const arrayChange = (change: Change, entry: object) =>
  change === 'add' ? FieldValue.arrayUnion(entry) : FieldValue.arrayRemove(entry);

export function catalogVolume(tx: Transaction, change: Change, id: string, doc: VolumeDoc): void {
  tx.set(catalogRef, { volumes: arrayChange(change, volumeEntry(id, doc)) }, { merge: true });
}

export function catalogIssue(tx: Transaction, change: Change, id: string, doc: IssueDoc): void {
  tx.set(catalogRef, { issues: arrayChange(change, issueEntry(id, doc)) }, { merge: true });
}

/**
 * Builds the catalog from the collections, once, for an archive that predates it; a catalog
 * written meanwhile by a creation or a deletion is not replaced (create() refuses it), and the
 * stored one is read again.
 */
async function buildCatalog(): Promise<CatalogDoc> {
  const [volumes, issues] = await Promise.all([
    db.collection(collections.volumes).get(),
    db.collection(collections.issues).get(),
  ]);
  const catalog: CatalogDoc = {
    volumes: volumes.docs.map((d) => volumeEntry(d.id, d.data() as VolumeDoc)),
    issues: issues.docs.map((d) => issueEntry(d.id, d.data() as IssueDoc)),
  };
  try {
    await catalogRef.create(catalog);
    return catalog;
  } catch (err) {
    // ALREADY_EXISTS: another writer created it first; theirs is the current one.
    if ((err as { code?: unknown }).code !== 6) throw err;
    return (await catalogRef.get()).data() as CatalogDoc;
  }
}

/**
 * Before a volume or issue changes: an archive that predates the catalog gets it built first,
 * so that the change lands in a complete catalog rather than starting a new one.
 */
export async function ensureCatalog(): Promise<void> {
  await readCatalog();
}

export async function readCatalog(): Promise<CatalogDoc> {
  const snap = await catalogRef.get();
  if (!snap.exists) return buildCatalog();
  const { volumes = [], issues = [] } = snap.data() as Partial<CatalogDoc>;
  return { volumes, issues };
}
