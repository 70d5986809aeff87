/**
 * An article written straight to Firestore, around the API: as older data stored it (SPEC's
 * fields only, from before the scholarly record and the full text), or one the archive version
 * does not know of. For the tests of backfills, of reads that must survive old documents and
 * of the search snapshot's version; every other test builds its articles through the API
 * (archive-fixtures.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { db, unique } from './harness';

export interface StoredArticle {
  id: string;
  slug: string;
}

/**
 * Stores an article in `place` with SPEC's fields, a fresh slug and the epoch as its dates;
 * `fields` (given the new id, for paths under it) changes or adds any of them.
 */
export async function storeArticle(
  place: { volume: string; issue: string },
  fields: (id: string) => Record<string, unknown> = () => ({}),
): Promise<StoredArticle> {
  const ref = db.collection('articles').doc();
  const slug = unique('stored');
  const at = Timestamp.fromMillis(0);
  const doc = {
    slug,
    title: `Stored ${slug}`,
    author: 'A. Author',
    abstract: 'Text.',
    keywords: [],
    issn: '',
    doi: '',
    featured: false,
    volumeId: place.volume,
    issueId: place.issue,
    volume: { _id: place.volume, slug: 'v', name: 'Volume', year: 2020 },
    issue: { _id: place.issue, slug: 'i', name: 'Issue' },
    imagePath: null,
    imageContentType: null,
    pdfPath: null,
    createdAt: at,
    updatedAt: at,
    views: 0,
    downloads: 0,
    ...fields(ref.id),
  };
  await ref.set(doc);
  return { id: ref.id, slug: doc.slug };
}
