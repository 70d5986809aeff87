/** Volumes of the archive: reads, creation with a unique slug, and refusal to orphan issues. */
import { Timestamp } from 'firebase-admin/firestore';
import { type Volume, volumeErrors, type VolumeInput } from '@journal/common/contracts/volumes';
import { isSlug } from '@journal/common/slug';
import { bumpArchiveVersion } from './archive-meta';
import { deleteArchiveRecord } from './archive-delete';
import { catalogVolume, ensureCatalog, readCatalog } from './catalog';
import { db } from './firebase';
import { collections, type VolumeDoc } from './model';
import { createWithClaim, slugClaimRef } from './slug-claims';

export interface VolumeRecord {
  id: string;
  doc: VolumeDoc;
}

const volumes = () => db.collection(collections.volumes);

export function toVolume({ id, doc }: VolumeRecord): Volume {
  return {
    _id: id,
    slug: doc.slug,
    name: doc.name,
    year: doc.year,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

/** Newest year first; within a year, the volume created last first. One read: the catalog. */
export async function listVolumes(): Promise<VolumeRecord[]> {
  const { volumes: entries } = await readCatalog();
  return entries
    .map(({ _id, ...doc }) => ({ id: _id, doc }))
    .sort((a, b) => b.doc.year - a.doc.year || b.doc.createdAt.toMillis() - a.doc.createdAt.toMillis());
}

export async function findVolumeBySlug(slug: string): Promise<VolumeRecord | null> {
  if (!isSlug(slug)) return null;
  const snap = await volumes().where('slug', '==', slug).limit(1).get();
  const found = snap.docs[0];
  return found ? { id: found.id, doc: found.data() as VolumeDoc } : null;
}

/**
 * The volume's id and document are made before the transaction, so a run again after a commit
 * whose answer was lost writes, and answers, exactly what was stored (createWithClaim).
 */
export async function createVolume({ year, name, slug }: VolumeInput): Promise<VolumeRecord> {
  const ref = volumes().doc();
  const doc: VolumeDoc = { year, name, slug, createdAt: Timestamp.now() };
  const claim = {
    ref: slugClaimRef('volume', slug),
    data: { kind: 'volume', recordId: ref.id },
    taken: volumeErrors.slugTaken(slug),
  };
  await ensureCatalog();
  return createWithClaim(claim, async (tx) => {
    tx.create(ref, doc);
    catalogVolume(tx, 'add', ref.id, doc);
    bumpArchiveVersion(tx);
    return { id: ref.id, doc };
  });
}

/** Refused while the volume still has issues, so that no issue is left without its volume. */
export function deleteVolume(id: string): Promise<VolumeRecord> {
  return deleteArchiveRecord(id, {
    collection: collections.volumes,
    notFound: volumeErrors.notFound,
    children: { collection: collections.issues, field: 'volumeId', refusal: volumeErrors.hasIssues },
    slugClaim: (doc: VolumeDoc) => slugClaimRef('volume', doc.slug),
    catalog: catalogVolume,
  });
}
