/**
 * Reads for harvesters (OAI-PMH): articles in the order of their last change, page by page,
 * and the dates of the oldest and newest change to the archive.
 *
 * Pages follow a query cursor on (updatedAt, document id): the id breaks ties between records
 * changed at the same instant, so every record is answered exactly once however many share a
 * date, and a cursor is two values whatever the page size.
 * Composite index: articles (volumeId ASC, updatedAt ASC) for harvesting one set.
 */
import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
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

/** The last record of the previous page: its change date and its document id. */
export interface HarvestCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

function filtered(filter: HarvestFilter): Query {
  let query: Query = db.collection(collections.articles);
  if (filter.volumeId !== undefined) query = query.where('volumeId', '==', filter.volumeId);
  if (filter.from) query = query.where('updatedAt', '>=', Timestamp.fromDate(filter.from));
  if (filter.until) query = query.where('updatedAt', '<', Timestamp.fromDate(filter.until));
  return query;
}

/** Up to `limit` records after the cursor, oldest change first. */
export async function harvestArticles(
  filter: HarvestFilter,
  after: HarvestCursor | null,
  limit: number,
): Promise<ArticleRecord[]> {
  let query = filtered(filter).orderBy('updatedAt', 'asc').orderBy(FieldPath.documentId(), 'asc');
  if (after) query = query.startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id);
  const snap = await query.limit(limit).get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() as ArticleDoc }));
}

/** The cursor after a page: its last record, or null for an empty page. */
export function cursorAfter(page: ArticleRecord[]): HarvestCursor | null {
  const last = page.at(-1);
  if (!last) return null;
  const { seconds, nanoseconds } = last.doc.updatedAt;
  return { seconds, nanoseconds, id: last.id };
}

/** Firestore counts on the server, billing one read per thousand matches. */
export async function countHarvest(filter: HarvestFilter): Promise<number> {
  const snap = await filtered(filter).count().get();
  return snap.data().count;
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
