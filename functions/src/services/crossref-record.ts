/**
 * What the journal keeps about its Crossref deposits. Crossref applies a deposit only if its
 * `timestamp` is larger than that of the last one it applied for the same DOIs, so every export
 * takes a new one from `meta/crossref` in a transaction: the larger of the clock's milliseconds
 * and the last one given out plus one, so exports on any instance, even at the same instant or
 * on a clock that went back, never repeat or go back. The batch id is made from it, so it is
 * unique too. Each deposit the receiver took is kept in `crossrefDeposits/{batchId}`, and the
 * last of each issue in `meta/crossref`, which the dashboard reads in one document.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { CrossrefDeposit } from '@journal/common/contracts/crossref';
import type { CrossrefBatch } from '../scholarly/crossref-deposit';
import { db } from './firebase';
import { collections, type CrossrefDepositDoc, type CrossrefMeta } from './model';

const crossrefMetaRef = db.collection(collections.meta).doc('crossref');

/** A new batch for an export of the issue: its timestamp larger than any given out before. */
export async function nextCrossrefBatch(issueId: string): Promise<CrossrefBatch> {
  const timestamp = await db.runTransaction(async (tx) => {
    const meta = (await tx.get(crossrefMetaRef)).data() as CrossrefMeta | undefined;
    const next = Math.max(Date.now(), (meta?.lastTimestamp ?? 0) + 1);
    tx.set(crossrefMetaRef, { lastTimestamp: next }, { merge: true });
    return next;
  });
  return { id: `issue-${issueId}-${timestamp}`, timestamp };
}

const toDeposit = ({ sentAt, ...doc }: CrossrefDepositDoc): CrossrefDeposit => ({
  ...doc,
  sentAt: sentAt.toDate().toISOString(),
});

/** Keeps a deposit the receiver took, and makes it its issue's last one. */
export async function recordDeposit(deposit: Omit<CrossrefDepositDoc, 'sentAt'>): Promise<CrossrefDeposit> {
  const doc: CrossrefDepositDoc = { ...deposit, sentAt: Timestamp.now() };
  const batch = db.batch();
  batch.set(db.collection(collections.crossrefDeposits).doc(deposit.batchId), doc);
  batch.set(crossrefMetaRef, { lastDeposits: { [deposit.issueId]: doc } }, { merge: true });
  await batch.commit();
  return toDeposit(doc);
}

/** Each issue's last deposit, by the issue's id. */
export async function readLastDeposits(): Promise<Record<string, CrossrefDeposit>> {
  const meta = (await crossrefMetaRef.get()).data() as CrossrefMeta | undefined;
  return Object.fromEntries(
    Object.entries(meta?.lastDeposits ?? {}).map(([issueId, doc]) => [issueId, toDeposit(doc)]),
  );
}
