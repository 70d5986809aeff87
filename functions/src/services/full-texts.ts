/**
 * An article's HTML full text (docs/decisions.md "Full text"): the Word file the editor attaches
 * is converted (functions/src/fulltext/convert.ts) before anything is stored, so a refused file
 * leaves nothing behind; then the Word file and the figures are stored under a folder of their
 * own (`articles/{id}/full-text/{generation}/`), and the text (`fullTexts/{id}`), the article's
 * mark of it and the archive's version (search, cached pages) change in one transaction.
 *
 * A new upload never overwrites the files the page shows: it gets a new generation, and the
 * older generations are removed once the new text is committed. Figures are addressed by
 * generation, so a cached page never shows another upload's pictures.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { articleErrors } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
import {
  DOCX_CONTENT_TYPE,
  fullTextErrors,
  type FullText,
  type FullTextStatus,
} from '@journal/common/contracts/full-text';
import type { ConvertedFullText } from '../fulltext/convert';
import { FIGURE_CONTENT_TYPE } from '../fulltext/figures';
import { bumpArchiveVersion } from './archive-meta';
import { fullTextFolder } from './article-files';
import type { ArticleRecord } from './article-shape';
import { refuse } from './errors';
import { db } from './firebase';
import { deleteFolder, saveFile } from './files';
import { isDocId } from './input';
import { isSlug } from '@journal/common/slug';
import { collections, type ArticleDoc, type FullTextDoc, type FullTextMark } from './model';

const articles = () => db.collection(collections.articles);
/**
 * Keyed by the article's slug, which never changes and which a reader's request names: the
 * page reads the text in one get, without looking the article up again.
 */
export const fullTextRef = (slug: string) => db.collection(collections.fullTexts).doc(slug);

/** A figure's name in its URL: the generation and its number (`{generation}-{n}.webp`). */
const FIGURE_NAME = /^([A-Za-z0-9]{20})-(\d{1,3})\.webp$/;
const figureName = (generation: string, index: number) => `${generation}-${index + 1}.webp`;

async function articleById(articleId: string): Promise<ArticleRecord> {
  if (!isDocId(articleId)) throw refuse(articleErrors.notFound);
  const snap = await articles().doc(articleId).get();
  if (!snap.exists) throw refuse(articleErrors.notFound);
  return { id: snap.id, doc: snap.data() as ArticleDoc };
}

/**
 * Removes the files of a generation a commit has just replaced. Each commit removes exactly the
 * one it replaced, so two uploads at once never remove each other's files.
 */
async function removeReplaced(articleId: string, generation: string | null | undefined) {
  if (!generation) return;
  await deleteFolder(fullTextFolder(articleId, generation)).catch((err: unknown) =>
    // The text is committed: files left behind are never shown, and the sweeper removes them a
    // day later (sweeper.ts: no document names an earlier generation's folder).
    logger.warn('replaced full-text files remain', { articleId, generation, err: String(err) }),
  );
}

function status(doc: FullTextDoc): FullTextStatus {
  return {
    words: doc.words,
    updatedAt: doc.updatedAt.toDate().toISOString(),
    sourceName: doc.sourceName,
    sourceBytes: doc.sourceBytes,
    figures: doc.figures,
    tables: doc.tables,
    notes: doc.notes,
    warnings: [...doc.warnings],
  };
}

export interface WordFile {
  data: Buffer;
  name: string;
}

/** A Word file converted for one article, not yet stored: what a refusal leaves behind is nothing. */
export interface PreparedFullText {
  slug: string;
  generation: string;
  word: WordFile;
  converted: ConvertedFullText;
}

/**
 * Converts `word` for the article `slug` (its figures are addressed under it). Refuses a file that
 * is not a Word file, cannot be read or is too long, having stored nothing.
 */
export async function prepareFullText(slug: string, word: WordFile): Promise<PreparedFullText> {
  // Loaded here, not with this module: the public pages read full texts through it, and an
  // instance that only reads never loads mammoth and the sanitizer.
  const { convertDocx } = await import('../fulltext/convert');
  const generation = db.collection(collections.fullTexts).doc().id;
  const converted = await convertDocx(word.data, (index) =>
    articleApi.fullTextFigure.path({ slug, figure: figureName(generation, index) }),
  );
  return { slug, generation, word, converted };
}

/** Stores a prepared text as the article's full text, replacing any it had. */
export async function storeFullText(articleId: string, prepared: PreparedFullText): Promise<FullTextStatus> {
  const { slug, generation, word, converted } = prepared;
  const folder = fullTextFolder(articleId, generation);
  const stored = async () => {
    await saveFile(`${folder}source.docx`, word.data, DOCX_CONTENT_TYPE);
    await Promise.all(
      converted.figureFiles.map((file, index) =>
        file ? saveFile(`${folder}${figureName(generation, index)}`, file.data, FIGURE_CONTENT_TYPE) : null,
      ),
    );
  };
  const now = Timestamp.now();
  // The figures' bytes are stored as files above, never in the document.
  const { figureFiles: _figureFiles, ...structured } = converted;
  const doc: FullTextDoc = {
    ...structured,
    articleId,
    generation,
    sourceName: word.name.slice(0, 200),
    sourceBytes: word.data.length,
    updatedAt: now,
  };
  const mark: FullTextMark = { words: converted.words, updatedAt: now, generation };
  let replaced: string | undefined;
  try {
    await stored();
    replaced = await db.runTransaction(async (tx: Transaction) => {
      const snap = await tx.get(articles().doc(articleId));
      // The figures' addresses name the slug: the article must still be the one they were made for.
      if (!snap.exists || (snap.data() as ArticleDoc).slug !== slug) throw refuse(articleErrors.notFound);
      tx.set(fullTextRef(slug), doc);
      tx.update(snap.ref, { fullText: mark });
      bumpArchiveVersion(tx);
      return (snap.data() as ArticleDoc).fullText?.generation;
    });
  } catch (err) {
    // Unless the text was committed after all (an answer lost on the way), its files go again.
    const current = await fullTextRef(slug)
      .get()
      .catch(() => null);
    if (current && (current.data() as FullTextDoc | undefined)?.generation !== generation) {
      await deleteFolder(folder);
    }
    throw err;
  }
  await removeReplaced(articleId, replaced);
  return status(doc);
}

/**
 * Converts `word` and makes it the article's full text, replacing any it had. Refusals (not a
 * Word file, unreadable, too long) store nothing.
 */
export async function attachFullText(articleId: string, word: WordFile): Promise<FullTextStatus> {
  const article = await articleById(articleId);
  return storeFullText(articleId, await prepareFullText(article.doc.slug, word));
}

/** Removes the article's full text and its files; the PDF and the rest of the article stay. */
export async function removeFullText(articleId: string): Promise<void> {
  const article = await articleById(articleId);
  const removed = await db.runTransaction(async (tx) => {
    const [articleSnap, textSnap] = await tx.getAll(articles().doc(articleId), fullTextRef(article.doc.slug));
    if (!articleSnap?.exists) throw refuse(articleErrors.notFound);
    if (!textSnap?.exists) throw refuse(fullTextErrors.notFound);
    tx.delete(textSnap.ref);
    tx.update(articleSnap.ref, { fullText: null });
    bumpArchiveVersion(tx);
    return (textSnap.data() as FullTextDoc).generation;
  });
  await removeReplaced(articleId, removed);
}

/** The editor's view of the article's full text: sizes, counts and the conversion's warnings. */
export async function readFullTextStatus(articleId: string): Promise<FullTextStatus> {
  const article = await articleById(articleId);
  const snap = await fullTextRef(article.doc.slug).get();
  if (!snap.exists) throw refuse(fullTextErrors.notFound);
  return status(snap.data() as FullTextDoc);
}

async function readText(slug: string): Promise<FullText | null> {
  const snap = await fullTextRef(slug).get();
  if (!snap.exists) return null;
  const doc = snap.data() as FullTextDoc;
  return {
    html: doc.html,
    contents: doc.contents,
    words: doc.words,
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

/** The stored full text of an article the caller has already read. */
export async function fullTextOf(article: ArticleRecord): Promise<FullText | null> {
  return article.doc.fullText ? readText(article.doc.slug) : null;
}

/**
 * The public full text of the article `slug`, in one read: 404 (no-full-text) for an article
 * without one, and for a slug that names no article.
 */
export async function readPublicFullText(slug: string): Promise<FullText> {
  const text = isSlug(slug) ? await readText(slug) : null;
  if (!text) throw refuse(fullTextErrors.notFound);
  return text;
}

/** Where a figure of the article's current full text is stored, or null for any other name. */
export function figurePath(article: ArticleRecord, figure: string): string | null {
  const match = FIGURE_NAME.exec(figure);
  const generation = article.doc.fullText?.generation;
  if (!match || !generation || match[1] !== generation) return null;
  return `${fullTextFolder(article.id, generation)}${figure}`;
}

/** The search text of every article that has a full text, by article id (search-snapshot.ts). */
export async function readFullTextsForSearch(): Promise<Map<string, string>> {
  const snap = await db.collection(collections.fullTexts).select('articleId', 'text').get();
  return new Map(snap.docs.map((doc) => [String(doc.get('articleId')), String(doc.get('text') ?? '')]));
}
