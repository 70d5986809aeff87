/**
 * What each public page shows, loaded before the page renders: on the server, so that the HTML
 * carries it (docs/plans/rendered-pages.md), and in the browser before a navigation completes.
 * Loaders fill the query cache through the same query options as the pages' hooks, so a page
 * renders from the cache and nothing is asked for twice.
 *
 * An address that names nothing answers the 404 page in place (docs/decisions.md "Screens and
 * routes"), with status 404 on the server. Every loader answers null, never undefined: React
 * Router sends loader data along with a rendered page, and JSON drops an undefined value, which
 * would make the browser load the page again.
 */
import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { data, redirect, type LoaderFunction } from 'react-router-dom';
import { RECENT_ARTICLES } from '@journal/common/constants';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { searchPath } from '@journal/common/contracts/search-routes';
import { ApiError } from '../lib/api-client';
import { articleQueryOptions, articlesQueryOptions } from '../features/archive/api/articles';
import { fullTextQueryOptions } from '../features/archive/api/full-text';
import { issueQueryOptions, issuesQueryOptions } from '../features/archive/api/issues';
import { volumeQueryOptions, volumesQueryOptions } from '../features/archive/api/volumes';
import { newestIssuesFirst, newestVolumesFirst } from '../features/archive/order';
import { searchQueryOptions, searchTermProblem } from '../features/search/api/search-articles';

/** The API's answer for an address that names nothing: an unknown slug (404) or a malformed one (400). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Thrown by a loader: the nearest error boundary shows the 404 page, and the server answers 404. */
const notFound = () => data(null, { status: 404 });

/** The `*` route's loader: the 404 page is a page like any other, with its own status. */
export const notFoundLoader: LoaderFunction = () => data(null, { status: 404 });

/** `reads`: the browser's API, or the server's own reads when the page is rendered there. */
export function createLoaders(queryClient: QueryClient, reads: PublicReads) {
  /**
   * One attempt: the answer decides between the page and the 404 page. Any other failure is the
   * server's 503 (a page that cannot show its content must not answer 200); in the browser the
   * page shows its own error with a retry, and its queries try again when it mounts.
   */
  async function load<T, K extends QueryKey>(
    options: QueryExecuteOptions<T, Error, T, T, K>,
  ): Promise<T | null> {
    try {
      // Data already in the cache is shown at once, as the pages' hooks would; they refresh
      // what has gone stale once the page is up.
      return await queryClient.query({ ...options, staleTime: 'static', retry: false });
    } catch (error) {
      if (isMissing(error)) throw notFound();
      if (import.meta.env.SSR) throw data(null, { status: 503 });
      return null;
    }
  }

  const all = async (...loads: Promise<unknown>[]) => {
    await Promise.all(loads);
    return null;
  };

  return {
    home: (() =>
      all(
        load(articlesQueryOptions(reads, { featured: 'true', limit: 1 })),
        load(articlesQueryOptions(reads, { limit: RECENT_ARTICLES, sort: 'newest' })),
      )) satisfies LoaderFunction,

    archives: (() =>
      all(load(volumesQueryOptions(reads)), load(issuesQueryOptions(reads)))) satisfies LoaderFunction,

    volume: (({ params }) => {
      const volume = params.volumeSlug ?? '';
      return all(
        load(volumeQueryOptions(reads, volume)),
        load(issuesQueryOptions(reads, { volume })),
        load(articlesQueryOptions(reads, { volume, sort: 'newest' })),
      );
    }) satisfies LoaderFunction,

    issue: (({ params }) => {
      const volume = params.volumeSlug ?? '';
      const issue = params.issueSlug ?? '';
      return all(
        load(issueQueryOptions(reads, volume, issue)),
        load(articlesQueryOptions(reads, { volume, issue })),
      );
    }) satisfies LoaderFunction,

    /** An article reached under another volume or issue is not there: the same rule as the site's PDF path. */
    article: (async ({ params }) => {
      const article = await load(articleQueryOptions(reads, params.articleSlug ?? ''));
      if (article && (article.volume.slug !== params.volumeSlug || article.issue.slug !== params.issueSlug))
        throw notFound();
      // The full text is part of the page the server renders, not something it fetches later; a
      // text that cannot be read leaves the article's page as it is without one, never a 404.
      if (article?.fullText) {
        const options = fullTextQueryOptions(reads, article.slug);
        await queryClient.query({ ...options, staleTime: 'static', retry: false }).catch(() => null);
      }
      return null;
    }) satisfies LoaderFunction,

    /** docs/decisions.md "Screens and routes": the newest issue of the newest volume. */
    currentIssue: (async () => {
      const volumes = await load(volumesQueryOptions(reads));
      const volume = volumes && newestVolumesFirst(volumes)[0];
      if (!volume) return null;
      const issues = await load(issuesQueryOptions(reads, { volume: volume.slug }));
      const issue = issues && newestIssuesFirst(issues)[0];
      if (!issue) return null;
      return all(
        load(issueQueryOptions(reads, volume.slug, issue.slug)),
        load(articlesQueryOptions(reads, { volume: volume.slug, issue: issue.slug })),
      );
    }) satisfies LoaderFunction,

    /** The search form's address without JavaScript: `/search?q=term` goes to the term's results. */
    searchForm: (({ request }) => {
      const term = (new URL(request.url).searchParams.get('q') ?? '').trim();
      // An empty search has no results page: the home page has the search box.
      return redirect(term === '' ? '/' : searchPath(term));
    }) satisfies LoaderFunction,

    search: (async ({ params }) => {
      const term = (params.term ?? '').trim();
      if (searchTermProblem(term) === null) await load(searchQueryOptions(reads, term));
      return null;
    }) satisfies LoaderFunction,
  };
}
