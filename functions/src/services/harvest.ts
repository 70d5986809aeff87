/**
 * Reads for harvesters (OAI-PMH) and for the sitemap: articles in the order of their last
 * change, page by page, and the dates of the oldest and newest change to the archive.
 *
 * A page continues from a range filter (updatedAt >= the last date answered) rather than a
 * query cursor, leaving out the records already answered at exactly that date. That pages
 * correctly even when many records share one date, and it runs unchanged on the Node
 * Firestore emulator, which has no cursors.
 * Composite index: articles (volumeId ASC, updatedAt ASC) for harvesting one set.
 */
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { archiveMetaRef } from './archive-meta';
import type { ArticleRecord } from './article-shape';
import { db } from './firebase';
import { collections, type ArchiveMeta, type ArticleDoc } from './model';

export interface HarvestFilter {
  /** Inclusive lower bound of updatedAt. */
  from?: Date;
  /** Exclusive upper bound of updatedAt. */
  until?: Date;
  volumeId?: string;
}

/** Where the previous page ended: its last date, and the records already answered at that date. */
export interface HarvestCursor {
  seconds: number;
  nanoseconds: number;
  ids: string[];
}

function filtered(filter: HarvestFilter, after: Timestamp | null = null): Query {
  let query: Query = db.collection(collections.articles);
  if (filter.volumeId !== undefined) query = query.where('volumeId', '==', filter.volumeId);
  const from = filter.from ? Timestamp.fromDate(filter.from) : null;
  const lower = after && (!from || after.valueOf() > from.valueOf()) ? after : from;
  if (lower) query = query.where('updatedAt', '>=', lower);
  if (filter.until) query = query.where('updatedAt', '<', Timestamp.fromDate(filter.until));
  return query;
}

/** Up to `limit` records after the cursor, oldest change first. */
export async function harvestArticles(
  filter: HarvestFilter,
  after: HarvestCursor | null,
  limit: number,
): Promise<ArticleRecord[]> {
  const at = after ? new Timestamp(after.seconds, after.nanoseconds) : null;
  const answered = new Set(after?.ids);
  const snap = await filtered(filter, at)
    .orderBy('updatedAt', 'asc')
    .limit(limit + answered.size)
    .get();
  return snap.docs
    .filter((d) => !answered.has(d.id))
    .slice(0, limit)
    .map((d) => ({ id: d.id, doc: d.data() as ArticleDoc }));
}

/** The cursor after `page`, which followed `previous`. */
export function cursorAfter(page: ArticleRecord[], previous: HarvestCursor | null): HarvestCursor | null {
  const last = page.at(-1)?.doc.updatedAt;
  if (!last) return previous;
  const sameDate = page.filter((r) => r.doc.updatedAt.isEqual(last)).map((r) => r.id);
  const carried =
    previous && last.isEqual(new Timestamp(previous.seconds, previous.nanoseconds)) ? previous.ids : [];
  return { seconds: last.seconds, nanoseconds: last.nanoseconds, ids: [...carried, ...sameDate] };
}

/** Reads ids only (no fields); Firestore's count() would do, but the Node emulator lacks aggregations. */
export async function countHarvest(filter: HarvestFilter): Promise<number> {
  const snap = await filtered(filter).select().get();
  return snap.size;
}

export async function earliestChange(): Promise<Date | null> {
  const snap = await db.collection(collections.articles).orderBy('updatedAt', 'asc').limit(1).get();
  return (snap.docs[0]?.get('updatedAt') as Timestamp | undefined)?.toDate() ?? null;
}

/** When anything in the archive last changed (written with every archive write, deletions included). */
export async function archiveChangedAt(): Promise<Date | null> {
  const snap = await archiveMetaRef.get();
  return (snap.data() as ArchiveMeta | undefined)?.updatedAt?.toDate() ?? null;
}
