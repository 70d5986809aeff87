/** Volumes of the archive: reads, creation with a unique slug, and refusal to orphan issues. */
import { Timestamp } from 'firebase-admin/firestore';
import { type Volume, volumeInputSchema } from '@journal/common/contracts/volumes';
import { adminMessages } from '@journal/common/messages';
import { isSlug } from '@journal/common/slug';
import { conflict, notFound } from './errors';
import { bumpArchiveVersion } from './archive-meta';
import { catalogVolume, ensureCatalog, readCatalog } from './catalog';
import { db } from './firebase';
import { isDocId, parseInput } from './input';
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

export async function findVolume(id: string): Promise<VolumeRecord | null> {
  if (!isDocId(id)) return null;
  const snap = await volumes().doc(id).get();
  return snap.exists ? { id: snap.id, doc: snap.data() as VolumeDoc } : null;
}

export async function createVolume(input: unknown): Promise<VolumeRecord> {
  const { year, name, slug } = parseInput(volumeInputSchema, input);
  const ref = volumes().doc();
  const doc: VolumeDoc = { year, name, slug, createdAt: Timestamp.now() };
  const claim = {
    ref: slugClaimRef('volume', slug),
    data: { kind: 'volume', recordId: ref.id },
    takenMessage: adminMessages.slugTaken('volume', slug),
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
export async function deleteVolume(id: string): Promise<VolumeRecord> {
  if (!isDocId(id)) throw notFound(adminMessages.volumeNotFound);
  const ref = volumes().doc(id);
  await ensureCatalog();
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound(adminMessages.volumeNotFound);
    const issues = await tx.get(db.collection(collections.issues).where('volumeId', '==', id).limit(1));
    if (!issues.empty) throw conflict(adminMessages.volumeHasIssues);
    const doc = snap.data() as VolumeDoc;
    tx.delete(slugClaimRef('volume', doc.slug));
    tx.delete(ref);
    catalogVolume(tx, 'remove', id, doc);
    bumpArchiveVersion(tx);
    return { id, doc };
  });
}
