/**
 * The public pages' reads (common/src/contracts/public-reads.ts) as the web app makes them: the
 * browser answers them with the API (`apiReads`); the server's renderer is given the `site`
 * function's own (web/src/entry-server.tsx) and says their refusals as the API's (`withApiErrors`),
 * so that pages and loaders see one kind of refusal, ApiError, wherever they run. Pages reach
 * the reads of where they run through `usePublicReads`.
 */
import { createContext, useContext } from 'react';
import type { Article } from '@journal/common/contracts/articles';
import { articleApi } from '@journal/common/contracts/articles-routes';
import type { FullText } from '@journal/common/contracts/full-text';
import type { Issue } from '@journal/common/contracts/issues';
import { issueApi } from '@journal/common/contracts/issues-routes';
import type { PublicReads } from '@journal/common/contracts/public-reads';
import { searchApi } from '@journal/common/contracts/search-routes';
import type { Volume } from '@journal/common/contracts/volumes';
import { volumeApi } from '@journal/common/contracts/volumes-routes';
import { ApiError, apiData } from './api-client';

/** The browser's reads: the API's public routes. */
export const apiReads: PublicReads = {
  articles: (query) => apiData<Article[]>(articleApi.list.path({}, query)),
  article: (slug) => apiData<Article>(articleApi.detail.path({ slug })),
  fullText: (slug) => apiData<FullText>(articleApi.fullText.path({ slug })),
  volumes: () => apiData<Volume[]>(volumeApi.list.path({})),
  volume: (slug) => apiData<Volume>(volumeApi.detail.path({ slug })),
  issues: (query) => apiData<Issue[]>(issueApi.list.path({}, query)),
  issue: (volumeSlug, issueSlug) =>
    apiData<Issue>(issueApi.detail.path({ slug: issueSlug }, { volume: volumeSlug })),
  search: (term) => apiData<Article[]>(searchApi.search.path({}, { q: term })),
};

function isRefusal(error: unknown): error is { status: number; code: string; message: string } {
  const e = error as { status?: unknown; code?: unknown; message?: unknown } | null;
  return typeof e?.status === 'number' && typeof e.code === 'string' && typeof e.message === 'string';
}

/** Reads whose refusals (`{status, code, message}`) become ApiErrors, as the browser's are. */
export function withApiErrors(reads: PublicReads): PublicReads {
  function said<A extends unknown[], T>(read: (...args: A) => Promise<T>) {
    return (...args: A): Promise<T> =>
      read(...args).catch((error: unknown) => {
        throw isRefusal(error) ? new ApiError(error.status, error.code, error.message) : error;
      });
  }
  return {
    articles: said(reads.articles),
    article: said(reads.article),
    fullText: said(reads.fullText),
    volumes: said(reads.volumes),
    volume: said(reads.volume),
    issues: said(reads.issues),
    issue: said(reads.issue),
    search: said(reads.search),
  };
}

const Reads = createContext<PublicReads>(apiReads);

/** The reads of where the app runs: the API's in the browser, the given ones on the server. */
export const PublicReadsProvider = Reads.Provider;

export const usePublicReads = (): PublicReads => useContext(Reads);
