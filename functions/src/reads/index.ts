/**
 * The read port: every public read the pages make (common/src/contracts/public-reads.ts), answered
 * by the same functions the API's routers call, so that a page rendered by the `site` function
 * and the API's JSON are the same data, validated and shaped in one place, with no HTTP between
 * the renderer and Firestore. Refusals are the services' DomainErrors; the caller says them.
 */
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { readArticle, readArticles, readFullText } from './articles';
import { readIssue, readIssues } from './issues';
import { readSearch } from './search';
import { readVolume, readVolumes } from './volumes';

export const readPort: PublicReads = {
  articles: (query) => readArticles({}, query),
  article: (slug) => readArticle({ slug }),
  fullText: (slug) => readFullText({ slug }),
  volumes: () => readVolumes(),
  volume: (slug) => readVolume({ slug }),
  issues: (query) => readIssues({}, query),
  issue: (volumeSlug, issueSlug) => readIssue({ slug: issueSlug }, { volume: volumeSlug }),
  search: (term) => readSearch({}, { q: term }),
};
