/**
 * Manuscript submissions: the submissions/{id} document and its file at
 * manuscripts/{authorUid}/{submissionId}/{file name}. A submission never exists without its
 * file, and a refused or failed one leaves neither behind.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  type Submission,
  submissionErrors,
  type SubmissionFields,
} from '@journal/common/contracts/submissions';
import type { SubmissionStatus } from '@journal/common/constants';
import { refuse } from './errors';
import { deleteFile, saveFile } from './files';
import { db } from './firebase';
import { collections, type SubmissionDoc } from './model';

export interface Manuscript {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Submission ids are Firestore auto-ids; anything else cannot name one. */
const SUBMISSION_ID = /^[A-Za-z0-9]{1,64}$/;

const submissionsCol = () => db.collection(collections.submissions);

/** Object names keep letters, digits, dots, hyphens and underscores; the display name stays as sent. */
function storageName(fileName: string): string {
  return fileName.replace(/[^\p{L}\p{N}._-]+/gu, '_');
}

function toSubmission(snap: DocumentSnapshot): Submission {
  return fromDoc(snap.id, snap.data() as SubmissionDoc);
}

/** The stored document as the API answers it: storage details stay on the server. */
function fromDoc(id: string, doc: SubmissionDoc): Submission {
  const { manuscriptContentType: _type, manuscriptPath: _path, createdAt, decidedAt, ...shown } = doc;
  return {
    ...shown,
    _id: id,
    createdAt: createdAt.toDate().toISOString(),
    decidedAt: decidedAt ? decidedAt.toDate().toISOString() : null,
  };
}

/** Stores the file, then the document; if the document cannot be written the file goes too. */
export async function createSubmission(
  authorUid: string,
  fields: SubmissionFields,
  file: Manuscript,
): Promise<string> {
  const ref = submissionsCol().doc();
  const manuscriptPath = `manuscripts/${authorUid}/${ref.id}/${storageName(file.fileName)}`;
  const doc: SubmissionDoc = {
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
  };
  await saveFile(manuscriptPath, file.data, file.contentType);
  try {
    await ref.create(doc);
  } catch (err) {
    await deleteFile(manuscriptPath).catch((cleanup: unknown) =>
      logger.error('Could not remove the manuscript of a failed submission', {
        manuscriptPath,
        error: String(cleanup),
      }),
    );
    throw err;
  }
  return ref.id;
}

export async function listSubmissionsOf(authorUid: string): Promise<Submission[]> {
  const snap = await submissionsCol().where('authorUid', '==', authorUid).orderBy('createdAt', 'desc').get();
  return snap.docs.map(toSubmission);
}

export async function listAllSubmissions(): Promise<Submission[]> {
  const snap = await submissionsCol().orderBy('createdAt', 'desc').get();
  return snap.docs.map(toSubmission);
}

/**
 * The submission, if it exists and (when an author is given) belongs to that author. Someone
 * else's id answers the same 404 as an unknown one, so ids cannot be probed.
 */
async function findDoc(id: string, authorUid?: string): Promise<DocumentSnapshot> {
  if (!SUBMISSION_ID.test(id)) throw refuse(submissionErrors.notFound);
  const snap = await submissionsCol().doc(id).get();
  if (!snap.exists || (authorUid !== undefined && snap.get('authorUid') !== authorUid)) {
    throw refuse(submissionErrors.notFound);
  }
  return snap;
}

export async function getSubmission(id: string, authorUid?: string): Promise<Submission> {
  return toSubmission(await findDoc(id, authorUid));
}

/** Where a submission's manuscript is stored, and the name and type it was submitted with. */
export async function findManuscript(
  id: string,
  authorUid?: string,
): Promise<{ path: string; fileName: string; contentType: string }> {
  const doc = (await findDoc(id, authorUid)).data() as SubmissionDoc;
  return {
    path: doc.manuscriptPath,
    fileName: doc.manuscriptFileName,
    contentType: doc.manuscriptContentType,
  };
}

/** The file goes first: if the document delete then fails, repeating the call finishes the job. */
export async function deleteSubmission(id: string): Promise<void> {
  const snap = await findDoc(id);
  await deleteFile(snap.get('manuscriptPath') as string);
  await snap.ref.delete();
}

/**
 * Approve or reject. Repeating a decision changes nothing: the first decision's author and time
 * stand. Changing one's mind records the new decider and time. The answer is the submission as
 * this decision left it, never as a racing decision left it a moment later.
 */
export async function decideSubmission(
  id: string,
  status: Exclude<SubmissionStatus, 'Pending'>,
  decidedBy: string,
): Promise<Submission> {
  const ref = (await findDoc(id)).ref;
  return db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw refuse(submissionErrors.notFound);
    const doc = current.data() as SubmissionDoc;
    if (doc.status === status) return fromDoc(id, doc);
    const decision = { status, decidedBy, decidedAt: Timestamp.now() };
    tx.update(ref, decision);
    return fromDoc(id, { ...doc, ...decision });
  });
}
