/**
 * Cloud Functions entry point. `api` serves /api/**; `site` serves what crawlers and
 * harvesters read: article pages with their metadata, article PDFs under the article's path,
 * OAI-PMH, the sitemap, robots.txt and the feed. `searchIndex` rebuilds the search snapshot
 * after every archive write, so that searches normally find it current and never build it.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './app';
import { refreshSearchSnapshot } from './services/search-snapshot';
import { createSiteApp } from './site/app';

const region = 'us-central1';
const options = { region, memory: '512MiB', concurrency: 80 } as const;

export const api = onRequest(options, createApiApp());
export const site = onRequest(options, createSiteApp());
export const searchIndex = onDocumentWritten(
  { document: 'meta/archive', region, memory: '512MiB' },
  async () => {
    await refreshSearchSnapshot();
  },
);
