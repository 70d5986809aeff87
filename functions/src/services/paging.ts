/**
 * One page of an admin list, newest first (createdAt, then document id, both descending), after
 * the opaque cursor the previous page answered. A page reads `limit + 1` documents (the extra
 * one says whether another page follows) and one more for its total, however long the list:
 * the total comes from meta/counts (list-counts.ts), or, for a search, from a count() capped
 * at MAX_COUNTED_MATCHES, which Firestore bills as one read. New records sort before any cursor,
 * so following `next` visits each record that existed at the start exactly once.
 */
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  MAX_COUNTED_MATCHES,
  pageQueryRefusal,
  pagingErrors,
  type AdminPage,
} from '@journal/common/contracts/paging';
import { refuse } from './errors';

/** What encodeCursor writes: base64url of a short JSON array, never longer than this. */
const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,400}$/;

/**
 * A list's query string by its contract's schema; a bad parameter is refused in its own words
 * (`limit-invalid`, `status-invalid`, `search-invalid`, `cursor-invalid`), never as a 5xx.
 */
export function parsePageQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw refuse(pageQueryRefusal(result.error));
  return result.data;
}

interface Position {
  createdAt: Timestamp;
  id: string;
}

export function encodeCursor(snap: QueryDocumentSnapshot): string {
  const createdAt = snap.get('createdAt') as Timestamp;
  return Buffer.from(JSON.stringify([createdAt.seconds, createdAt.nanoseconds, snap.id])).toString(
    'base64url',
  );
}

/** Whatever does not decode to a time and a document id is refused, never half-used. */
export function decodeCursor(cursor: string): Position {
  // Buffer.from skips what is not base64url, so text that is not one must be refused first.
  if (!CURSOR_TEXT.test(cursor)) throw refuse(pagingErrors.badCursor);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse(pagingErrors.badCursor);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    !Number.isSafeInteger(parsed[0]) ||
    !Number.isInteger(parsed[1]) ||
    parsed[1] < 0 ||
    parsed[1] > 999_999_999 ||
    typeof parsed[2] !== 'string' ||
    !/^[^/]{1,1500}$/.test(parsed[2])
  ) {
    throw refuse(pagingErrors.badCursor);
  }
  try {
    return { createdAt: new Timestamp(parsed[0] as number, parsed[1] as number), id: parsed[2] };
  } catch {
    throw refuse(pagingErrors.badCursor);
  }
}

export interface PageRequest {
  limit: number;
  cursor?: string;
  /** Set when the list is a search: its total is then counted, not kept. */
  searching: boolean;
}

/**
 * `filtered` is the list's query with its filters (status, search key) and no order; `keptTotal`
 * reads the kept count of an unsearched list.
 */
export async function readPage<T>(
  filtered: Query,
  request: PageRequest,
  keptTotal: () => Promise<number>,
  toItem: (snap: QueryDocumentSnapshot) => T,
): Promise<AdminPage<T>> {
  const ordered = filtered.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const after = request.cursor ? decodeCursor(request.cursor) : null;
  const pageQuery = (after ? ordered.startAfter(after.createdAt, after.id) : ordered).limit(
    request.limit + 1,
  );
  // The count runs on the page's own order, so that one composite index serves both queries.
  const total = request.searching
    ? ordered
        .limit(MAX_COUNTED_MATCHES)
        .count()
        .get()
        .then((snap) => snap.data().count)
    : keptTotal();
  const [snap, counted] = await Promise.all([pageQuery.get(), total]);
  const docs = snap.docs.slice(0, request.limit);
  const last = docs.at(-1);
  return {
    data: docs.map(toItem),
    next: snap.docs.length > request.limit && last ? encodeCursor(last) : null,
    total: counted,
    exact: !request.searching || counted < MAX_COUNTED_MATCHES,
  };
}
