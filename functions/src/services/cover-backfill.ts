/**
 * Gives covers stored before the phone copies existed their width and copies (scripts/
 * backfill-covers.ts), so their pages offer a `srcset` as new uploads' do: the stored cover is
 * read and scaled as an upload is (cover-image.ts), its copies stored beside it, and the
 * article's `imageWidth` and `imageRenditions` written in a transaction that finds the same
 * cover still unrecorded. The stored cover itself is left as it is: it was scaled and converted
 * when it was uploaded.
 *
 * Safe to run again: an article whose cover has its width is left alone. A copy stored for an
 * article deleted in the meantime is named by nothing, and the sweeper removes it.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { bumpArchiveVersion } from './archive-meta';
import { storeCoverRenditions } from './article-files';
import { coverWebp } from './cover-image';
import { db } from './firebase';
import { readFile } from './files';
import { collections, type ArticleDoc } from './model';

const PAGE = 200;

export interface CoverBackfillReport {
  /** Articles given their cover's width and copies by this run. */
  updated: number;
  /** Articles without a cover, or whose cover has its width already. */
  unchanged: number;
  /** Articles whose cover file is gone or cannot be decoded, by slug: left as they are. */
  unreadable: string[];
}

type Outcome = 'updated' | 'unchanged' | 'unreadable';

const needsBackfill = (doc: Partial<ArticleDoc>) => Boolean(doc.imagePath) && !doc.imageWidth;

async function backfillOne(snap: QueryDocumentSnapshot): Promise<Outcome> {
  const doc = snap.data() as Partial<ArticleDoc>;
  if (!needsBackfill(doc)) return 'unchanged';
  const imagePath = doc.imagePath!;
  let scaled: Awaited<ReturnType<typeof coverWebp>>;
  try {
    scaled = await coverWebp(await readFile(imagePath));
  } catch {
    return 'unreadable';
  }
  const renditions = await storeCoverRenditions(snap.id, scaled.renditions);
  return db.runTransaction(async (tx): Promise<Outcome> => {
    const current = await tx.get(snap.ref);
    const now = current.data() as Partial<ArticleDoc> | undefined;
    if (!now || now.imagePath !== imagePath || !needsBackfill(now)) return 'unchanged';
    tx.update(snap.ref, { imageWidth: scaled.cover.width, imageRenditions: renditions });
    // Cached pages and the search snapshot carry the article's answer.
    bumpArchiveVersion(tx);
    return 'updated';
  });
}

export async function backfillCoverRenditions(): Promise<CoverBackfillReport> {
  const report: CoverBackfillReport = { updated: 0, unchanged: 0, unreadable: [] };
  const articles = db.collection(collections.articles);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = articles.select('slug', 'imagePath', 'imageWidth').orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    for (const article of snap.docs) {
      const outcome = await backfillOne(article);
      if (outcome === 'unreadable') report.unreadable.push(String(article.get('slug')));
      else report[outcome] += 1;
    }
    if (snap.size < PAGE) return report;
    last = snap.docs.at(-1);
  }
}
