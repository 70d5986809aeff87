/**
 * Cloud Functions entry point. `api` serves /api/**; `site` serves what crawlers and
 * harvesters read: article pages with their metadata, article PDFs under the article's path,
 * OAI-PMH, the sitemap, robots.txt and the feed.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './app';
import { createSiteApp } from './site/app';

const options = { region: 'us-central1', memory: '512MiB', concurrency: 80 } as const;

export const api = onRequest(options, createApiApp());
export const site = onRequest(options, createSiteApp());
