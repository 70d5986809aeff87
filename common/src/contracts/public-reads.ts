/**
 * What the public pages read: the archive's volumes, issues and articles, and search results,
 * asked for by what they are ("the article `s`"), never by address. The web app's pages and
 * loaders ask through this interface; the browser answers it with the API over the network
 * (web/src/lib/public-reads.ts), and the `site` function, which renders the same pages, answers
 * it from its read port in the same process (functions/src/reads), with no HTTP in between.
 *
 * Each read answers the shape of its API route (the contracts' `<resource>-routes.ts`), and a
 * read that refuses rejects with the refusal the API would answer, as `{status, code, message}`
 * (ReadRefusal): a page tells "names nothing" (404, or 400 for a malformed slug) from "could not
 * be read" by it, whichever side answered.
 */
import type { Article, ArticleListQuery } from './articles';
import type { FullText } from './full-text';
import type { Issue, IssueListQuery } from './issues';
import type { Volume } from './volumes';

export interface PublicReads {
  /** GET /api/articles */
  articles(query: ArticleListQuery): Promise<Article[]>;
  /** GET /api/articles/:slug */
  article(slug: string): Promise<Article>;
  /** GET /api/articles/:slug/full-text */
  fullText(slug: string): Promise<FullText>;
  /** GET /api/volumes */
  volumes(): Promise<Volume[]>;
  /** GET /api/volumes/:slug */
  volume(slug: string): Promise<Volume>;
  /** GET /api/issues?volume= */
  issues(query: IssueListQuery): Promise<Issue[]>;
  /** GET /api/issues/:slug?volume=: an issue's slug names it only within its volume. */
  issue(volumeSlug: string, issueSlug: string): Promise<Issue>;
  /** GET /api/search?q=: the default number of results, best first. */
  search(term: string): Promise<Article[]>;
}

/** How a read refuses, on either side: the API's refusal body. */
export interface ReadRefusal {
  status: number;
  code: string;
  message: string;
}
