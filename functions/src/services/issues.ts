/**
 * Issues of the archive. An issue slug is unique within its volume; the volume is stored on
 * the issue (denormalised) so that lists need no second read.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { type Issue, issueErrors, type IssueInput } from '@journal/common/contracts/issues';
import { volumeErrors } from '@journal/common/contracts/volumes';
import { isSlug } from '@journal/common/slug';
import { refuse } from './errors';
import { bumpArchiveVersion } from './archive-meta';
import { deleteArchiveRecord } from './archive-delete';
import { catalogIssue, ensureCatalog, readCatalog } from './catalog';
import { db } from './firebase';
import { isDocId } from './input';
import { collections, type IssueDoc, type VolumeDoc } from './model';
import { createWithClaim, slugClaimRef } from './slug-claims';
import { findVolumeBySlug } from './volumes';

export interface IssueRecord {
  id: string;
  doc: IssueDoc;
}

const issues = () => db.collection(collections.issues);

export function toIssue({ id, doc }: IssueRecord): Issue {
  return {
    _id: id,
    slug: doc.slug,
    name: doc.name,
    volume: { ...doc.volume },
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

const newestFirst = (a: IssueRecord, b: IssueRecord) =>
  b.doc.createdAt.toMillis() - a.doc.createdAt.toMillis();

/** Newest first, optionally only the issues of one volume (by its slug). One read: the catalog. */
export async function listIssues(filter: { volumeSlug?: string } = {}): Promise<IssueRecord[]> {
  const catalog = await readCatalog();
  let entries = catalog.issues;
  if (filter.volumeSlug !== undefined) {
    const volume = catalog.volumes.find((v) => v.slug === filter.volumeSlug);
    if (!volume) return [];
    entries = entries.filter((issue) => issue.volumeId === volume._id);
  }
  return entries.map(({ _id, ...doc }) => ({ id: _id, doc })).sort(newestFirst);
}

/** One issue by its document id; null for an id that names none, or that no document could have. */
export async function findIssueById(id: string): Promise<IssueRecord | null> {
  if (!isDocId(id)) return null;
  const snap = await issues().doc(id).get();
  return snap.exists ? { id, doc: snap.data() as IssueDoc } : null;
}

/** Issue slugs repeat across volumes: without a volume, the newest issue with the slug answers. */
export async function findIssueBySlug(slug: string, volumeSlug?: string): Promise<IssueRecord | null> {
  if (!isSlug(slug)) return null;
  let query = issues().where('slug', '==', slug);
  if (volumeSlug !== undefined) {
    const volume = await findVolumeBySlug(volumeSlug);
    if (!volume) return null;
    query = query.where('volumeId', '==', volume.id);
  }
  const snap = await query.get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() as IssueDoc })).sort(newestFirst)[0] ?? null;
}

/**
 * The issue's id and creation time are chosen before the transaction, so a run again after a
 * commit whose answer was lost writes, and answers, exactly what was stored (createWithClaim).
 */
export async function createIssue({ name, slug, volume: volumeId }: IssueInput): Promise<IssueRecord> {
  if (!isDocId(volumeId)) throw refuse(volumeErrors.unknown);
  const volumeRef = db.collection(collections.volumes).doc(volumeId);
  const ref = issues().doc();
  const createdAt = Timestamp.now();
  const claim = {
    ref: slugClaimRef('issue', `${volumeId}:${slug}`),
    data: { kind: 'issue', recordId: ref.id },
    taken: issueErrors.slugTaken(slug),
  };
  await ensureCatalog();
  return createWithClaim(claim, async (tx) => {
    // Reading the volume in the transaction makes a concurrent delete of it conflict with
    // this creation, so no issue is ever left without its volume.
    const volumeSnap = await tx.get(volumeRef);
    if (!volumeSnap.exists) throw refuse(volumeErrors.unknown);
    const volume = volumeSnap.data() as VolumeDoc;
    const doc: IssueDoc = {
      name,
      slug,
      volumeId,
      volume: { _id: volumeId, slug: volume.slug, name: volume.name, year: volume.year },
      createdAt,
    };
    tx.create(ref, doc);
    catalogIssue(tx, 'add', ref.id, doc);
    bumpArchiveVersion(tx);
    return { id: ref.id, doc };
  });
}

/** Refused while the issue still has articles, so that no article is left without its issue. */
export function deleteIssue(id: string): Promise<IssueRecord> {
  return deleteArchiveRecord(id, {
    collection: collections.issues,
    notFound: issueErrors.notFound,
    children: { collection: collections.articles, field: 'issueId', refusal: issueErrors.hasArticles },
    slugClaim: (doc: IssueDoc) => slugClaimRef('issue', `${doc.volumeId}:${doc.slug}`),
    catalog: catalogIssue,
  });
}
