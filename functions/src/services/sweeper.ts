/**
 * The storage sweeper: removes the files that no document refers to, and records each run.
 *
 * How a file is orphaned: an upload is stored before the transaction that writes its document
 * (createArticle in articles.ts, createSubmission in submissions.ts), and a failed commit
 * removes it again; but an instance that dies between the two (a crash, a timeout, a deploy)
 * removes nothing. Deletions remove the files before the document, so they orphan none.
 *
 * The grace period (GRACE_MS, one day): between an upload and its commit, the file of a request
 * still in progress is referred to by nothing either. No request lives for more than minutes,
 * so a file stored (or last replaced) less than a day ago is left alone. A file's name holds the
 * id of the document it was stored for, chosen just before the upload (articles/{articleId}/…,
 * manuscripts/{authorUid}/{submissionId}/…), so a document comes to name an older file only by
 * storing it again under the same name (a form sent again with its idempotency key, from which
 * the submission's id is derived), which gives the object a new generation and a new time. So
 * no transaction is needed: an object is deleted only at the generation that was listed and
 * found unreferenced, and one stored again in the meantime stays.
 *
 * A file is referred to when the document named by the id in its path exists and one of that
 * document's path fields is exactly the file's name (or its list of cover copies), or the file
 * is inside a folder the document holds whole (an article's current full text): one read per
 * owner, whatever the archive holds. Names outside that layout were never written by the
 * journal and no document names them. The search snapshot (search/) belongs to no document and is not swept.
 *
 * Each run checks at most MAX_CHECKED_PER_RUN files, continuing from where the last run
 * stopped (the listing's page token, kept in that run's record), so a large bucket is covered
 * over several runs at a steady cost. Every run is a sweeps/{id} document: when, how many files
 * it checked, which it removed with their sizes; the admin reads them at GET /api/admin/sweeps.
 */
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { RemovedFile, Sweep } from '@journal/common/contracts/sweeps';
import { ARTICLE_FILES_PREFIX, fullTextFolder } from './article-files';
import { bucket, db } from './firebase';
import { isDocId } from './input';
import { collections } from './model';

/** How old an unreferenced file must be before it is removed: far longer than any request. */
export const GRACE_MS = 24 * 60 * 60 * 1000;
/** Files checked per run: about as many document reads and, at most, as many deletions. */
export const MAX_CHECKED_PER_RUN = 1000;
/** The runs the admin sees: a month of daily runs. */
const LISTED_RUNS = 30;
/** Documents per getAll call. */
const READ_BATCH = 100;
/** Deletions in flight at once. */
const PARALLEL_DELETES = 10;

/**
 * Where the journal stores files: the document that owns one (by the id at `idSegment` of its
 * name), that document's fields naming its files, and what else it names: an article, its
 * cover's phone copies (`imageRenditions`), and its current full text, a folder of its own
 * (`articles/{id}/full-text/{generation}/`: the Word file and its figures) named by the
 * generation in its `fullText` mark. An earlier generation's folder, which the upload that
 * replaced it failed to remove, is named by nothing.
 */
interface Owner {
  prefix: string;
  idSegment: number;
  collection: string;
  pathFields: readonly string[];
  /** Fields read for `alsoNames`, beside `pathFields`. */
  moreFields?: readonly string[];
  alsoNames?: (id: string, doc: DocumentSnapshot) => { files: string[]; folders: string[] };
}

const OWNERS: readonly Owner[] = [
  {
    prefix: ARTICLE_FILES_PREFIX,
    idSegment: 1,
    collection: collections.articles,
    pathFields: ['imagePath', 'pdfPath'],
    moreFields: ['imageRenditions', 'fullText.generation'],
    alsoNames: (id, doc) => {
      const renditions: unknown = doc.get('imageRenditions');
      const generation: unknown = doc.get('fullText.generation');
      return {
        files: Array.isArray(renditions) ? renditions.map((r) => String((r as { path?: unknown }).path)) : [],
        folders: typeof generation === 'string' && generation ? [fullTextFolder(id, generation)] : [],
      };
    },
  },
  {
    // SubmissionDoc.manuscriptPath: manuscripts/{authorUid}/{submissionId}/{file name}.
    prefix: 'manuscripts/',
    idSegment: 2,
    collection: collections.submissions,
    pathFields: ['manuscriptPath'],
  },
];

/** Where the next run starts: a prefix of OWNERS, and the listing's page token in it (null: its start). */
interface SweepCursor {
  prefix: string;
  pageToken: string | null;
}

interface RemovedObject {
  path: string;
  size: number;
  storedAt: Timestamp;
}

export interface SweepDoc {
  /** The run's clock. */
  ranAt: Timestamp;
  checked: number;
  removed: RemovedObject[];
  failed: number;
  /** null: the run reached the end of the last prefix, and the next starts a new pass. */
  next: SweepCursor | null;
}

interface StoredObject {
  name: string;
  size: number;
  generation: string;
  storedAt: Date;
  /** Milliseconds: the later of its creation and its last change; NaN, never old enough, if unknown. */
  changedAt: number;
}

const sweeps = () => db.collection(collections.sweeps);

type ListedFile = ReturnType<typeof bucket.file>;

function toStoredObject(file: ListedFile): StoredObject {
  const { size, generation, timeCreated = '', updated = '' } = file.metadata;
  return {
    name: file.name,
    size: Number(size ?? 0),
    generation: String(generation ?? ''),
    storedAt: new Date(timeCreated),
    changedAt: Math.max(Date.parse(timeCreated), Date.parse(updated)),
  };
}

async function lastCursor(): Promise<SweepCursor | null> {
  const last = await sweeps().orderBy('ranAt', 'desc').limit(1).get();
  const next = (last.docs[0]?.data() as SweepDoc | undefined)?.next ?? null;
  return next && OWNERS.some((o) => o.prefix === next.prefix) ? next : null;
}

async function listPage(prefix: string, pageToken: string | null, maxResults: number) {
  const query = { prefix, maxResults, autoPaginate: false, ...(pageToken ? { pageToken } : {}) };
  try {
    const [files, nextQuery] = await bucket.getFiles(query);
    return { files, pageToken: (nextQuery as { pageToken?: string } | null)?.pageToken ?? null };
  } catch (err) {
    // A page token Storage no longer accepts must not stop every later run: start the prefix again.
    if (!pageToken || (err as { code?: unknown }).code !== 400) throw err;
    logger.warn('Storage refused the sweeper page token; starting the prefix again', { prefix });
    return listPage(prefix, null, maxResults);
  }
}

/** Up to `max` objects from the cursor on, and where the next run continues. */
async function listFrom(cursor: SweepCursor | null, max: number) {
  let index = cursor ? OWNERS.findIndex((o) => o.prefix === cursor.prefix) : 0;
  let pageToken = cursor?.pageToken ?? null;
  const objects: StoredObject[] = [];
  while (objects.length < max && index < OWNERS.length) {
    const page = await listPage(OWNERS[index]!.prefix, pageToken, max - objects.length);
    objects.push(...page.files.map(toStoredObject));
    pageToken = page.pageToken;
    if (!pageToken) index += 1;
  }
  const next: SweepCursor | null =
    index < OWNERS.length ? { prefix: OWNERS[index]!.prefix, pageToken } : null;
  return { objects, next };
}

/** The document that would refer to the file, by the id in its name; null for a name outside the layout. */
function ownerOf(name: string): { owner: Owner; ref: DocumentReference } | null {
  const owner = OWNERS.find((o) => name.startsWith(o.prefix));
  const segments = name.split('/');
  const id = owner ? segments[owner.idSegment] : undefined;
  if (!owner || !isDocId(id) || segments.length <= owner.idSegment + 1) return null;
  return { owner, ref: db.collection(owner.collection).doc(id) };
}

/**
 * Which of the given objects a document refers to: by one of its path fields exactly, or by a
 * folder it holds whole. One read per owning document, of its naming fields only.
 */
async function referencedNames(objects: StoredObject[]): Promise<Set<string>> {
  const owners = new Map<string, { owner: Owner; ref: DocumentReference }>();
  for (const { name } of objects) {
    const found = ownerOf(name);
    if (found) owners.set(found.ref.path, found);
  }
  const named = new Set<string>();
  const folders: string[] = [];
  for (const owner of OWNERS) {
    const refs = [...owners.values()].filter((o) => o.owner === owner).map((o) => o.ref);
    const fieldMask = [...owner.pathFields, ...(owner.moreFields ?? [])];
    for (let i = 0; i < refs.length; i += READ_BATCH) {
      const snaps = await db.getAll(...refs.slice(i, i + READ_BATCH), { fieldMask });
      for (const snap of snaps) {
        if (!snap.exists) continue;
        for (const field of owner.pathFields) {
          const path: unknown = snap.get(field);
          if (typeof path === 'string') named.add(path);
        }
        const more = owner.alsoNames?.(snap.id, snap);
        for (const file of more?.files ?? []) named.add(file);
        folders.push(...(more?.folders ?? []));
      }
    }
  }
  return new Set(
    objects
      .map((o) => o.name)
      .filter((name) => named.has(name) || folders.some((folder) => name.startsWith(folder))),
  );
}

/**
 * Removes the object unless it changed since it was listed (the generation precondition): a
 * replaced file is a new one, with its own grace period. One already gone counts as neither.
 */
async function removeObject(object: StoredObject): Promise<'removed' | 'skipped' | 'failed'> {
  try {
    await bucket.file(object.name).delete({ ifGenerationMatch: object.generation });
    return 'removed';
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 404 || code === 412) return 'skipped';
    logger.error('The sweeper could not remove an orphaned file', { path: object.name, error: String(err) });
    return 'failed';
  }
}

export function toSweep(id: string, doc: SweepDoc): Sweep {
  return {
    _id: id,
    ranAt: doc.ranAt.toDate().toISOString(),
    checked: doc.checked,
    removed: doc.removed.map((r): RemovedFile => ({
      path: r.path,
      size: r.size,
      storedAt: r.storedAt.toDate().toISOString(),
    })),
    failed: doc.failed,
  };
}

/**
 * One run: checks up to `maxChecked` files from where the last run stopped, removes those no
 * document refers to that are older than the grace period at `now`, and records the run.
 */
export async function sweepOrphans({
  now = new Date(),
  maxChecked = MAX_CHECKED_PER_RUN,
}: { now?: Date; maxChecked?: number } = {}): Promise<Sweep> {
  const { objects, next } = await listFrom(await lastCursor(), maxChecked);
  const referenced = await referencedNames(objects);
  const settledBefore = now.getTime() - GRACE_MS;
  const orphans = objects.filter((o) => !referenced.has(o.name) && o.changedAt < settledBefore);

  const removed: RemovedObject[] = [];
  let failed = 0;
  for (let i = 0; i < orphans.length; i += PARALLEL_DELETES) {
    const batch = orphans.slice(i, i + PARALLEL_DELETES);
    const outcomes = await Promise.all(batch.map(removeObject));
    batch.forEach((object, n) => {
      if (outcomes[n] === 'removed') {
        removed.push({ path: object.name, size: object.size, storedAt: Timestamp.fromDate(object.storedAt) });
      }
      if (outcomes[n] === 'failed') failed += 1;
    });
  }

  const doc: SweepDoc = { ranAt: Timestamp.fromDate(now), checked: objects.length, removed, failed, next };
  const ref = await sweeps().add(doc);
  if (removed.length)
    logger.info('The sweeper removed orphaned files', { run: ref.id, removed: removed.length });
  return toSweep(ref.id, doc);
}

/** The most recent runs, newest first. */
export async function listSweeps(): Promise<Sweep[]> {
  const snap = await sweeps().orderBy('ranAt', 'desc').limit(LISTED_RUNS).get();
  return snap.docs.map((d) => toSweep(d.id, d.data() as SweepDoc));
}
