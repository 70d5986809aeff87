/**
 * Full-text search over the archive with MiniSearch. The index of every article is built once
 * per function instance and kept until `meta/archive.version` moves, so a search costs one
 * small document read while the archive is unchanged.
 */
import MiniSearch from 'minisearch';
import { readArchiveVersion } from './archive-meta';
import type { ArticleRecord } from './article-shape';
import { db } from './firebase';
import { collections, type ArticleDoc } from './model';

interface SearchIndex {
  index: MiniSearch<ArticleRecord>;
  records: Map<string, ArticleRecord>;
}

const FIELDS = ['title', 'author', 'keywords', 'abstract'] as const;
const BOOST = { title: 4, author: 3, keywords: 2, abstract: 1 };
/** Long words would otherwise tolerate so many edits that unrelated words match. */
const MAX_TYPOS = 2;

let cache: { version: number; index: Promise<SearchIndex> } | null = null;

async function buildIndex(): Promise<SearchIndex> {
  const snap = await db.collection(collections.articles).get();
  const records = new Map(snap.docs.map((d) => [d.id, { id: d.id, doc: d.data() as ArticleDoc }]));
  const index = new MiniSearch<ArticleRecord>({
    fields: [...FIELDS],
    idField: 'id',
    extractField: (record, field) => {
      if (field === 'id') return record.id;
      const value = record.doc[field as (typeof FIELDS)[number]];
      return Array.isArray(value) ? value.join(' ') : value;
    },
  });
  index.addAll([...records.values()]);
  return { index, records };
}

/**
 * The version is read before the articles, so an index is never older than its label: a write
 * that lands in between only makes the next search build once more.
 * Concurrent searches share one build.
 */
async function currentIndex(): Promise<SearchIndex> {
  const version = await readArchiveVersion();
  if (!cache || cache.version !== version) {
    const index = buildIndex();
    cache = { version, index };
    // Callers awaiting `index` see the failure; here it only stops a failed build being reused.
    index.catch(() => {
      if (cache?.index === index) cache = null;
    });
  }
  return cache.index;
}

/**
 * Ranked by MiniSearch's BM25 with title > author > keywords > abstract. Every term must match
 * (prefix and small typos allowed); if no article has them all, any term will do.
 */
export async function searchArticles(q: string, limit: number): Promise<ArticleRecord[]> {
  const { index, records } = await currentIndex();
  const options = { boost: BOOST, prefix: true, fuzzy: 0.2, maxFuzzy: MAX_TYPOS };
  let hits = index.search(q, { ...options, combineWith: 'AND' });
  if (hits.length === 0) hits = index.search(q, { ...options, combineWith: 'OR' });
  return hits
    .slice(0, limit)
    .map((hit) => records.get(String(hit.id)))
    .filter((record): record is ArticleRecord => record !== undefined);
}
