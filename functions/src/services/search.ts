/**
 * Full-text search over the archive with MiniSearch. Each function instance keeps the index in
 * memory until `meta/archive.version` moves, so a search on a warm instance reads that one
 * document and nothing else; a cold or outdated instance loads the prebuilt snapshot from
 * Storage (search-snapshot.ts) rather than reading every article.
 */
import { readArchiveVersion } from './archive-meta';
import type { ArticleRecord } from './article-shape';
import { loadSearchIndex, type SearchIndex } from './search-snapshot';

/** The full text counts, below everything a reader sees in a list of results. */
const BOOST = { title: 4, author: 3, keywords: 2, abstract: 1, fullText: 0.4 };
/** Long words would otherwise tolerate so many edits that unrelated words match. */
const MAX_TYPOS = 2;

let cache: { version: number; index: Promise<SearchIndex> } | null = null;

/**
 * An index is kept while the archive's version is no newer than the index (versions only grow).
 * Concurrent searches share one load.
 */
async function currentIndex(): Promise<SearchIndex> {
  const version = await readArchiveVersion();
  if (!cache || cache.version < version) {
    const index = loadSearchIndex(version);
    const entry = { version, index };
    cache = entry;
    index.then(
      // A snapshot stored after `version` was read may be newer still; no need to load it again.
      (loaded) => {
        entry.version = Math.max(entry.version, loaded.version);
      },
      // Callers awaiting `index` see the failure; here it only stops a failed load being reused.
      () => {
        if (cache === entry) cache = null;
      },
    );
  }
  return cache.index;
}

/**
 * Ranked by MiniSearch's BM25 with title > author > keywords > abstract > full text. Every term must match
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
