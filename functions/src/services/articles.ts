/**
 * Articles of the archive: filtered, sorted and limited lists, reads by slug, and creation and
 * deletion that keep the document, its slug claim and its Storage files together.
 */
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { articleErrors, type ArticleFields, type ArticleListQuery } from '@journal/common/contracts/articles';
import type { AdminPage, AdminPageQuery } from '@journal/common/contracts/paging';
import { issueErrors } from '@journal/common/contracts/issues';
import { volumeErrors } from '@journal/common/contracts/volumes';
import { issueNumber, volumeNumber } from '@journal/common/citation/article-facts';
import { journalIssn } from '@journal/common/contracts/journal';
import { authorLine } from '@journal/common/scholarly/names';
import { isSlug } from '@journal/common/slug';
import { refuse } from './errors';
import { bumpArchiveVersion } from './archive-meta';
import type { ArticleRecord } from './article-shape';
import {
  checkArticleUploads,
  removeArticleFiles,
  storeArticleFiles,
  type ArticleUploads,
} from './article-files';
import { findFreeDoi, requestedDoi } from './dois';
import { db } from './firebase';
import { isDocId } from './input';
import { readJournalSettings } from './journal-settings';
import { collections, type ArticleDoc, type IssueDoc, type SubmissionDoc, type VolumeDoc } from './model';
import { findIssueBySlug } from './issues';
import { changeListCounts, readListCounts } from './list-counts';
import { readPage } from './paging';
import { scholarlyRecordFrom } from './scholarly-record';
import { searchableFields, searchKeyFor, searchKeysOf } from './search-keys';
import { createWithClaim, slugClaimRef } from './slug-claims';
import { findVolumeBySlug } from './volumes';

const articles = () => db.collection(collections.articles);
const MAX_KEYWORDS = 30;

const SORTS = {
  newest: ['createdAt', 'desc'],
  oldest: ['createdAt', 'asc'],
  title: ['title', 'asc'],
} as const;

/**
 * GET /api/articles: `volume`, `issue` (slugs), `featured`, `limit`, `sort` (default newest).
 * An issue slug is resolved as GET /api/issues/{slug} resolves it: within the volume when one
 * is given, else the newest issue with that slug.
 */
export async function listArticles(q: ArticleListQuery = {}): Promise<ArticleRecord[]> {
  // Every combination answered here has its composite index in firestore.indexes.json; this
  // one would need three more for a list nobody reads.
  if (q.featured !== undefined && (q.sort ?? 'newest') !== 'newest') {
    throw refuse(articleErrors.featuredNewestOnly);
  }
  let query: Query = articles();
  if (q.issue !== undefined) {
    const issue = await findIssueBySlug(q.issue, q.volume);
    if (!issue) return [];
    query = query.where('issueId', '==', issue.id);
  } else if (q.volume !== undefined) {
    const volume = await findVolumeBySlug(q.volume);
    if (!volume) return [];
    query = query.where('volumeId', '==', volume.id);
  }
  if (q.featured !== undefined) query = query.where('featured', '==', q.featured === 'true');
  const [field, direction] = SORTS[q.sort ?? 'newest'];
  query = query.orderBy(field, direction);
  if (q.limit !== undefined) query = query.limit(q.limit);
  const snap = await query.get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() as ArticleDoc }));
}

/** Every article of one issue, by the issue's document id, oldest first: the order its exports list them in. */
export async function listIssueArticles(issueId: string): Promise<ArticleRecord[]> {
  const snap = await articles().where('issueId', '==', issueId).orderBy('createdAt', 'asc').get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() as ArticleDoc }));
}

export async function findArticleBySlug(slug: string): Promise<ArticleRecord | null> {
  if (!isSlug(slug)) return null;
  const snap = await articles().where('slug', '==', slug).limit(1).get();
  const found = snap.docs[0];
  return found ? { id: found.id, doc: found.data() as ArticleDoc } : null;
}

/** Comma-separated text to a list: trimmed, without empties or case-insensitive repeats. */
function splitKeywords(text: string): string[] {
  const byLower = new Map<string, string>();
  for (const part of text.split(',')) {
    const keyword = part.replace(/\s+/g, ' ').trim();
    if (keyword && !byLower.has(keyword.toLowerCase())) byLower.set(keyword.toLowerCase(), keyword);
  }
  return [...byLower.values()].slice(0, MAX_KEYWORDS);
}

/** Answers the denormalised references of an article's volume and issue, or refuses them. */
function placement(volumeSnap: DocumentSnapshot | undefined, issueSnap: DocumentSnapshot | undefined) {
  if (!volumeSnap?.exists) throw refuse(volumeErrors.unknown);
  if (!issueSnap?.exists) throw refuse(issueErrors.unknown);
  const volume = volumeSnap.data() as VolumeDoc;
  const issue = issueSnap.data() as IssueDoc;
  if (issue.volumeId !== volumeSnap.id) throw refuse(issueErrors.notInVolume);
  return {
    volume: { _id: volumeSnap.id, slug: volume.slug, name: volume.name, year: volume.year },
    issue: { _id: issueSnap.id, slug: issue.slug, name: issue.name },
  };
}

/**
 * The submission an article is published from, and what else its creation must do in its own
 * transaction (mark the submission): `alongside` may read first, then write; it runs again if
 * the transaction does, and refusing (throwing) creates nothing.
 */
export interface ArticleSource {
  submissionId: string;
  alongside: (tx: Transaction, article: ArticleRecord) => Promise<void>;
}

/**
 * Checks everything it can before storing the files (so that a refused request stores
 * nothing), stores them, then writes the document and its slug claim in one transaction; if
 * that fails the files are removed again.
 *
 * The article's id and creation time are chosen before the transaction: a commit that was
 * applied though its answer was lost is recognised by its claim (createWithClaim) and answered
 * as the success it was, with its files. Files are removed only when the article is known not
 * to exist; when Firestore cannot even say, they stay for the sweeper (sweeper.ts), since a
 * stored article without its files would be worse than an orphaned file.
 */
export async function createArticle(
  fields: ArticleFields,
  uploads: ArticleUploads = {},
  source?: ArticleSource,
): Promise<ArticleRecord> {
  checkArticleUploads(uploads);
  if (!isDocId(fields.volume)) throw refuse(volumeErrors.unknown);
  if (!isDocId(fields.issue)) throw refuse(issueErrors.unknown);
  const volumeRef = db.collection(collections.volumes).doc(fields.volume);
  const issueRef = db.collection(collections.issues).doc(fields.issue);
  const claimRef = slugClaimRef('article', fields.slug);
  const taken = articleErrors.slugTaken(fields.slug);
  const [[volumeSnap, issueSnap, claimSnap], settings] = await Promise.all([
    db.getAll(volumeRef, issueRef, claimRef),
    readJournalSettings(),
  ]);
  const place = placement(volumeSnap, issueSnap);
  if (claimSnap?.exists) throw refuse(taken);

  const ref = articles().doc();
  const now = Timestamp.now();
  const record = scholarlyRecordFrom(fields, settings, now.toDate().toISOString().slice(0, 10));
  const author = authorLine(record.contributors);
  const doiFacts = {
    year: record.publishedOn.slice(0, 4),
    volume: volumeNumber(place),
    issue: issueNumber(place),
    slug: fields.slug,
    id: ref.id,
  };
  const doiRequest = requestedDoi(fields.doi, settings, doiFacts);
  const files = await storeArticleFiles(ref.id, uploads);
  const claim = { ref: claimRef, data: { kind: 'article', recordId: ref.id }, taken };
  try {
    return await createWithClaim(claim, async (tx) => {
      const [volumeNow, issueNow] = await tx.getAll(volumeRef, issueRef);
      const refs = placement(volumeNow, issueNow);
      const free = doiRequest ? await findFreeDoi(tx, doiRequest, ref.id) : null;
      const doi = free?.doi ?? '';
      const doc: ArticleDoc = {
        slug: fields.slug,
        title: fields.title,
        author,
        // Form posts send line breaks as CRLF; the abstract is stored with plain newlines.
        abstract: fields.abstract.replace(/\r\n?/g, '\n'),
        keywords: splitKeywords(fields.keywords),
        issn: fields.issn || journalIssn(settings),
        doi,
        featured: false,
        volumeId: fields.volume,
        issueId: fields.issue,
        ...refs,
        ...files,
        ...record,
        createdAt: now,
        updatedAt: now,
        views: 0,
        downloads: 0,
        searchKeys: searchKeysOf(searchableFields.article(fields)),
        ...(source && { submissionId: source.submissionId }),
      };
      // Every read (the source's too) before the first write.
      await source?.alongside(tx, { id: ref.id, doc });
      free?.claim();
      tx.create(ref, doc);
      bumpArchiveVersion(tx);
      changeListCounts(tx, { articles: 1 });
      return { id: ref.id, doc };
    });
  } catch (err) {
    if (await isKnownAbsent(ref)) await removeArticleFiles(ref.id, files);
    throw err;
  }
}

/** Whether the document is certainly not stored: false when Firestore cannot be read. */
async function isKnownAbsent(ref: DocumentReference): Promise<boolean> {
  const snap = await ref.get().catch(() => null);
  return snap !== null && !snap.exists;
}

/** A page of the archive's articles for the admin, newest first, matching `q` (title or slug) when given. */
export async function listArticlesPage(query: AdminPageQuery): Promise<AdminPage<ArticleRecord>> {
  const key = query.q ? searchKeyFor(query.q) : null;
  const filtered = key ? articles().where('searchKeys', 'array-contains', key) : articles();
  return readPage(
    filtered,
    { limit: query.limit, cursor: query.cursor, searching: key !== null },
    async () => (await readListCounts()).articles,
    (snap) => ({ id: snap.id, doc: snap.data() as ArticleDoc }),
  );
}

/**
 * The submission whose record of publication points at this article, if it still does: deleting
 * the article clears that record, so the author's dashboard links to nothing missing and the
 * editor may publish the submission again.
 */
async function publishedFrom(
  tx: Transaction,
  submissionId: string,
  slug: string,
): Promise<DocumentReference | null> {
  const ref = db.collection(collections.submissions).doc(submissionId);
  const snap = await tx.get(ref);
  const place = (snap.data() as SubmissionDoc | undefined)?.published;
  return place?.articleSlug === slug ? ref : null;
}

/**
 * The files go first, then the document, its slug claim, its full text and the submission's
 * record of publication in one transaction. If a file cannot be removed, the article stays in the archive
 * (without the files already removed) and the call fails; repeating it finishes the job. So no
 * file outlives its document, and a retry never answers 404 while files remain. Of two
 * deletions at once both remove the files, and the one whose transaction still finds the
 * document counts it gone.
 */
export async function deleteArticle(id: string): Promise<ArticleRecord> {
  if (!isDocId(id)) throw refuse(articleErrors.notFound);
  const ref = articles().doc(id);
  const found = await ref.get();
  if (!found.exists) throw refuse(articleErrors.notFound);
  const record = { id, doc: found.data() as ArticleDoc };
  await removeArticleFiles(id, record.doc);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    const doc = snap.data() as ArticleDoc;
    const submission = doc.submissionId ? await publishedFrom(tx, doc.submissionId, doc.slug) : null;
    if (submission) tx.update(submission, { published: null });
    tx.delete(slugClaimRef('article', doc.slug));
    // Its full text (services/full-texts.ts), whose files went with the article's folder.
    tx.delete(db.collection(collections.fullTexts).doc(doc.slug));
    tx.delete(ref);
    bumpArchiveVersion(tx);
    changeListCounts(tx, { articles: -1 });
  });
  return record;
}
