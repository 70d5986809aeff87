/**
 * Exactly one article is featured at a time. Setting one reads the currently featured
 * articles and the target and rewrites all of them in one transaction; the transaction also
 * reads and writes `meta/archive`, so any two feature changes touch a common document and
 * Firestore serialises them even when they name different articles.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Refusal } from '@journal/common/contracts/refusal';
import { articleErrors } from '@journal/common/contracts/articles';
import { refuse } from './errors';
import { archiveMetaRef } from './archive-meta';
import type { ArticleRecord } from './article-shape';
import { ARTICLE_FILES_PREFIX } from './article-files';
import { db } from './firebase';
import { isDocId } from './input';
import { collections, type ArticleDoc } from './model';

/** Why an article cannot be featured (the home page needs its volume, issue and cover). */
function featureRefusal(doc: ArticleDoc): Refusal | null {
  if (!doc.volume?.slug) return articleErrors.featureMissingVolume;
  if (!doc.issue?.slug) return articleErrors.featureMissingIssue;
  if (!doc.imagePath) return articleErrors.featureNoImage;
  if (!doc.imagePath.startsWith(ARTICLE_FILES_PREFIX)) return articleErrors.featureInvalidImage;
  return null;
}

export async function setFeaturedArticle(id: string): Promise<ArticleRecord> {
  if (!isDocId(id)) throw refuse(articleErrors.notFound);
  const articles = db.collection(collections.articles);
  const ref = articles.doc(id);
  return db.runTransaction(async (tx) => {
    const [target, meta] = await tx.getAll(ref, archiveMetaRef);
    if (!target?.exists) throw refuse(articleErrors.notFound);
    const doc = target.data() as ArticleDoc;
    const refusal = featureRefusal(doc);
    if (refusal) throw refuse(refusal);
    const featured = await tx.get(articles.where('featured', '==', true));
    const others = featured.docs.filter((other) => other.id !== id);
    // Featuring the one featured article again changes nothing, so it writes nothing: no new
    // archive version, no search rebuild, and no write lock for a repeated click to wait on.
    if (doc.featured && others.length === 0) return { id, doc };

    for (const other of others) {
      tx.update(other.ref, { featured: false, updatedAt: FieldValue.serverTimestamp() });
    }
    if (!doc.featured) tx.update(ref, { featured: true, updatedAt: FieldValue.serverTimestamp() });
    tx.set(
      archiveMetaRef,
      {
        version: ((meta?.get('version') as number | undefined) ?? 0) + 1,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    return { id, doc: { ...doc, featured: true } };
  });
}
