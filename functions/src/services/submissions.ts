/**
 * Manuscript submissions: the submissions/{id} document and its file at
 * manuscripts/{authorUid}/{submissionId}/{file name}. A submission never exists without its
 * file, and a refused or failed one leaves neither behind.
 *
 * An author has at most MAX_PENDING_SUBMISSIONS awaiting a decision (docs/decisions.md
 * "Submissions"). Each holds one of the author's numbered pending slots, a claim document
 * created with the submission in one transaction and released by the decision or the deletion:
 * there are only that many slot ids, so no interleaving of submissions can exceed the cap. As
 * with the slug claims (slug-claims.ts), the slot is created, never read in the transaction,
 * so concurrent submissions do not wait on each other's locks; one that finds its slot taken
 * tries the next free one.
 *
 * A submission is stored once however often its commit or its request is sent. Its id is
 * chosen before anything is stored: drawn at random, or, when the client names the form fill
 * with an idempotency key, derived from the author and the key. Firestore's client may commit
 * again, or run the transaction again, after a commit whose answer was lost though it was
 * applied; the request then meets its own slot and document. So after any failure the document
 * is read: if it is there, the submission was stored (by this request, or by the same form
 * sent before or at the same time) and the answer is its id.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { AdminPage, SubmissionPageQuery } from '@journal/common/contracts/paging';
import {
  type Submission,
  submissionErrors,
  type SubmissionFields,
} from '@journal/common/contracts/submissions';
import { MAX_PENDING_SUBMISSIONS, type SubmissionStatus } from '@journal/common/constants';
import { refuse } from './errors';
import { deleteFile, saveFile } from './files';
import { db } from './firebase';
import { queueMail } from './mail';
import { editorialAddress } from './mail-config';
import { decisionNotice, editorNotice, submissionReceipt, type SubmissionFacts } from './mail-templates';
import { changeListCounts, readListCounts } from './list-counts';
import { collections, type PendingSlot, type SubmissionDoc } from './model';
import { readPage } from './paging';
import { searchableFields, searchKeyFor, searchKeysOf } from './search-keys';

export interface Manuscript {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Submission ids are Firestore auto-ids; anything else cannot name one. */
const SUBMISSION_ID = /^[A-Za-z0-9]{1,64}$/;

const submissionsCol = () => db.collection(collections.submissions);
const slotsCol = () => db.collection(collections.pendingSlots);
const slotRef = (authorUid: string, slot: number) => slotsCol().doc(`${authorUid}:${slot}`);

/** gRPC ALREADY_EXISTS: the slot was claimed between the look and the commit. */
const isAlreadyExists = (err: unknown) => (err as { code?: unknown } | null)?.code === 6;

/**
 * The author's slots not held at the moment of looking, starting at a random one, so that
 * submissions racing each other mostly try different slots.
 */
async function freeSlots(authorUid: string): Promise<number[]> {
  const held = await slotsCol().where('uid', '==', authorUid).get();
  const taken = new Set(held.docs.map((d) => d.id));
  const free = Array.from({ length: MAX_PENDING_SUBMISSIONS }, (_, n) => n).filter(
    (n) => !taken.has(slotRef(authorUid, n).id),
  );
  const start = free.length ? randomInt(free.length) : 0;
  return [...free.slice(start), ...free.slice(0, start)];
}

/** Object names keep letters, digits, dots, hyphens and underscores; the display name stays as sent. */
function storageName(fileName: string): string {
  return fileName.replace(/[^\p{L}\p{N}._-]+/gu, '_');
}

export function factsOf(
  id: string,
  doc: Pick<SubmissionDoc, 'paperTitle' | 'correspondingAuthor' | 'authorEmail'>,
): SubmissionFacts {
  return { id, title: doc.paperTitle, authorName: doc.correspondingAuthor, authorEmail: doc.authorEmail };
}

function toSubmission(snap: DocumentSnapshot): Submission {
  return fromDoc(snap.id, snap.data() as SubmissionDoc);
}

/** The stored document as the API answers it: storage details stay on the server. */
function fromDoc(id: string, doc: SubmissionDoc): Submission {
  const {
    manuscriptContentType: _type,
    manuscriptPath: _path,
    pendingSlot: _slot,
    searchKeys: _keys,
    published,
    createdAt,
    decidedAt,
    ...shown
  } = doc;
  return {
    ...shown,
    _id: id,
    createdAt: createdAt.toDate().toISOString(),
    decidedAt: decidedAt ? decidedAt.toDate().toISOString() : null,
    published: published ? { ...published } : null,
  };
}

async function removeManuscript(manuscriptPath: string): Promise<void> {
  await deleteFile(manuscriptPath).catch((cleanup: unknown) =>
    logger.error('Could not remove the manuscript of a failed submission', {
      manuscriptPath,
      error: String(cleanup),
    }),
  );
}

/**
 * The id of the submission of one form fill: the same author and key always name the same
 * document, another author's same key another one. Hex, so it is a submission id (SUBMISSION_ID).
 */
function keyedSubmissionId(authorUid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${authorUid}\n${idempotencyKey}`).digest('hex').slice(0, 32);
}

/**
 * Creates the document with the first of `candidates` (the author's free slots) that is still
 * free, in one transaction that also queues the receipt and the editor's notice. No free slot
 * is a 429.
 */
async function storeInFreeSlot(
  ref: DocumentReference,
  doc: Omit<SubmissionDoc, 'pendingSlot'>,
  candidates: number[],
): Promise<void> {
  for (const slot of candidates) {
    const claim: PendingSlot = { uid: doc.authorUid, submissionId: ref.id };
    try {
      await db.runTransaction(async (tx) => {
        tx.create(slotRef(doc.authorUid, slot), claim);
        tx.create(ref, { ...doc, pendingSlot: slot } satisfies SubmissionDoc);
        changeListCounts(tx, { submissions: 1, byStatus: { Pending: 1 } });
        const facts = factsOf(ref.id, doc);
        queueMail(tx, submissionReceipt(facts));
        queueMail(tx, editorNotice(facts, editorialAddress()));
      });
      return;
    } catch (err) {
      // A slot taken meanwhile sends us to the next one, unless what was met is this submission.
      if (!isAlreadyExists(err) || (await ref.get()).exists) throw err;
    }
  }
  throw refuse(submissionErrors.tooManyPending);
}

export interface NewSubmissionOptions {
  /** Names the form fill: the same key from the same author is the same submission. */
  idempotencyKey?: string;
  /** Runs before anything new is stored, and not for a form already stored; may refuse (throw). */
  admit?: () => Promise<void>;
}

/**
 * Stores the file, then the document with a pending slot of its author, in one transaction; if
 * no slot is free (429) or the document cannot be written, the file goes too. The same
 * transaction queues the receipt to the author and the notice to the editor.
 *
 * With an idempotency key (docs/decisions.md "Submissions"), a form already stored answers its
 * submission's id and stores nothing. After a failure the document is read: found, it is this
 * submission, stored (the failure was a lost answer, or the same form arrived twice at once);
 * not found, the file is removed and the failure stands; unreadable, the outcome is unknown and
 * the file stays for the sweeper (sweeper.ts), as a submission without its manuscript would be
 * worse than an orphaned file.
 */
export async function createSubmission(
  authorUid: string,
  fields: SubmissionFields,
  file: Manuscript,
  { idempotencyKey, admit }: NewSubmissionOptions = {},
): Promise<string> {
  const ref = idempotencyKey
    ? submissionsCol().doc(keyedSubmissionId(authorUid, idempotencyKey))
    : submissionsCol().doc();
  if (idempotencyKey && (await ref.get()).exists) return ref.id;
  await admit?.();
  const candidates = await freeSlots(authorUid);
  if (candidates.length === 0) throw refuse(submissionErrors.tooManyPending);
  const manuscriptPath = `manuscripts/${authorUid}/${ref.id}/${storageName(file.fileName)}`;
  const doc: Omit<SubmissionDoc, 'pendingSlot'> = {
    ...fields,
    manuscriptFileName: file.fileName,
    manuscriptContentType: file.contentType,
    manuscriptSize: file.data.length,
    manuscriptPath,
    authorUid,
    status: 'Pending',
    createdAt: Timestamp.now(),
    decidedBy: null,
    decidedAt: null,
    searchKeys: searchKeysOf(searchableFields.submission(fields)),
  };
  await saveFile(manuscriptPath, file.data, file.contentType);
  try {
    await storeInFreeSlot(ref, doc, candidates);
  } catch (err) {
    const stored = await ref.get().catch(() => null);
    if (!stored) throw err;
    // The same form sent twice at once may have named its file otherwise: only the stored one stays.
    if (stored.get('manuscriptPath') !== manuscriptPath) await removeManuscript(manuscriptPath);
    if (!stored.exists) throw err;
  }
  return ref.id;
}

export async function listSubmissionsOf(authorUid: string): Promise<Submission[]> {
  const snap = await submissionsCol().where('authorUid', '==', authorUid).orderBy('createdAt', 'desc').get();
  return snap.docs.map(toSubmission);
}

/** A page of every author's submissions, newest first, of one status and matching `q` when given. */
export async function listSubmissionsPage(query: SubmissionPageQuery): Promise<AdminPage<Submission>> {
  const key = query.q ? searchKeyFor(query.q) : null;
  let filtered: Query = submissionsCol();
  if (query.status) filtered = filtered.where('status', '==', query.status);
  if (key) filtered = filtered.where('searchKeys', 'array-contains', key);
  const status = query.status;
  return readPage(
    filtered,
    { limit: query.limit, cursor: query.cursor, searching: key !== null },
    async () => {
      const counts = (await readListCounts()).submissions;
      return status ? counts[status] : counts.all;
    },
    toSubmission,
  );
}

/**
 * The submission, if it exists and (when an author is given) belongs to that author. Someone
 * else's id answers the same 404 as an unknown one, so ids cannot be probed.
 */
export async function findSubmissionDoc(id: string, authorUid?: string): Promise<DocumentSnapshot> {
  if (!SUBMISSION_ID.test(id)) throw refuse(submissionErrors.notFound);
  const snap = await submissionsCol().doc(id).get();
  if (!snap.exists || (authorUid !== undefined && snap.get('authorUid') !== authorUid)) {
    throw refuse(submissionErrors.notFound);
  }
  return snap;
}

export async function getSubmission(id: string, authorUid?: string): Promise<Submission> {
  return toSubmission(await findSubmissionDoc(id, authorUid));
}

/** Where a submission's manuscript is stored, and the name and type it was submitted with. */
export async function findManuscript(
  id: string,
  authorUid?: string,
): Promise<{ path: string; fileName: string; contentType: string }> {
  const doc = (await findSubmissionDoc(id, authorUid)).data() as SubmissionDoc;
  return {
    path: doc.manuscriptPath,
    fileName: doc.manuscriptFileName,
    contentType: doc.manuscriptContentType,
  };
}

/**
 * The file goes first: if the document delete then fails, repeating the call finishes the job.
 * A submission still pending frees its author's slot with it.
 */
export async function deleteSubmission(id: string): Promise<void> {
  const snap = await findSubmissionDoc(id);
  const doc = snap.data() as SubmissionDoc;
  await deleteFile(doc.manuscriptPath);
  await db.runTransaction(async (tx) => {
    // Read again: of two deletions at once, only the one that still finds it counts it gone.
    const current = await tx.get(snap.ref);
    if (!current.exists) return;
    const now = current.data() as SubmissionDoc;
    tx.delete(snap.ref);
    if (typeof now.pendingSlot === 'number') tx.delete(slotRef(now.authorUid, now.pendingSlot));
    changeListCounts(tx, { submissions: -1, byStatus: { [now.status]: -1 } });
  });
}

/**
 * Approve or reject. Repeating a decision changes nothing: the first decision's author and time
 * stand. Changing one's mind records the new decider and time, and tells the author. The answer is the submission as
 * this decision left it, never as a racing decision left it a moment later.
 */
export async function decideSubmission(
  id: string,
  status: Exclude<SubmissionStatus, 'Pending'>,
  decidedBy: string,
): Promise<Submission> {
  const ref = (await findSubmissionDoc(id)).ref;
  return db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw refuse(submissionErrors.notFound);
    const doc = current.data() as SubmissionDoc;
    if (doc.status === status) return fromDoc(id, doc);
    // The article stands on the acceptance: a published submission keeps it.
    if (doc.published) throw refuse(submissionErrors.decidedAfterPublishing);
    // A decided submission no longer counts against its author's pending cap.
    if (typeof doc.pendingSlot === 'number') tx.delete(slotRef(doc.authorUid, doc.pendingSlot));
    const decision = { status, decidedBy, decidedAt: Timestamp.now(), pendingSlot: null };
    tx.update(ref, decision);
    changeListCounts(tx, { byStatus: { [doc.status]: -1, [status]: 1 } });
    // The author hears of each real change once: a repeated decision sends nothing.
    queueMail(tx, decisionNotice(factsOf(id, doc), status));
    return fromDoc(id, { ...doc, ...decision });
  });
}
