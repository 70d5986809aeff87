/**
 * `meta/counts`: how many users, submissions (in all and by status) and articles there are,
 * changed by an increment in the same transaction or batch as every write that adds, removes or
 * re-decides one. An admin list's total is then one read, where a count() of 25,000 users
 * would bill 25 (one per thousand index entries) on every page.
 */
import { FieldValue, Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { SubmissionStatus } from '@journal/common/constants';
import { db } from './firebase';
import { collections } from './model';

export const listCountsRef = db.collection(collections.meta).doc('counts');

export interface ListCounts {
  users: number;
  articles: number;
  submissions: { all: number } & Record<SubmissionStatus, number>;
}

export interface CountChange {
  users?: number;
  articles?: number;
  submissions?: number;
  /** Submissions moved between statuses: +1 for the new one, -1 for the old. */
  byStatus?: Partial<Record<SubmissionStatus, number>>;
}

export function changeListCounts(writer: WriteBatch | Transaction, change: CountChange): void {
  const inc = (n: number | undefined) => (n ? FieldValue.increment(n) : undefined);
  const submissions = Object.fromEntries(
    Object.entries({ all: change.submissions, ...change.byStatus })
      .filter(([, n]) => n)
      .map(([key, n]) => [key, inc(n)]),
  );
  const data = Object.fromEntries(
    Object.entries({
      users: inc(change.users),
      articles: inc(change.articles),
      submissions: Object.keys(submissions).length ? submissions : undefined,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(data).length === 0) return;
  if (writer instanceof Transaction) writer.set(listCountsRef, data, { merge: true });
  else writer.set(listCountsRef, data, { merge: true });
}

export async function readListCounts(): Promise<ListCounts> {
  const data = (await listCountsRef.get()).data() as Partial<ListCounts> | undefined;
  const submissions = data?.submissions;
  return {
    users: data?.users ?? 0,
    articles: data?.articles ?? 0,
    submissions: {
      all: submissions?.all ?? 0,
      Pending: submissions?.Pending ?? 0,
      Approved: submissions?.Approved ?? 0,
      Rejected: submissions?.Rejected ?? 0,
    },
  };
}
