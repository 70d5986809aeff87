/**
 * Cloud Functions entry point. `api` serves /api/**; `site` serves what crawlers and
 * harvesters read: article pages with their metadata, article PDFs under the article's path,
 * OAI-PMH, the sitemap, robots.txt and the feed. `searchIndex` rebuilds the search snapshot
 * after every archive write, so that searches normally find it current and never build it.
 * `mailRetry` delivers what the mail outbox still holds: messages whose SMTP delivery failed,
 * once their back-off has passed (services/mail.ts).
 */
import { defineSecret } from 'firebase-functions/params';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApiApp } from './app';
import { deliverDueMail } from './services/mail';
import { refreshSearchSnapshot } from './services/search-snapshot';
import { createSiteApp } from './site/app';

const region = 'us-central1';

/**
 * The SMTP address with its credentials (smtps://user:password@host:465), kept in Secret Manager
 * (`firebase functions:secrets:set SMTP_URL`) and exposed only to the two functions that send
 * mail, as the environment variable services/mail-config.ts reads. Locally `npm start` writes
 * functions/.secret.local with the mail catcher's address, so the emulator never asks Secret
 * Manager for it.
 */
export const smtpUrl = defineSecret('SMTP_URL');

/**
 * Memory and concurrency sized for the worst burst, not the average request. The Functions
 * runtime reads every request body (up to 32 MiB) into memory before the app can refuse it,
 * and parses JSON and form bodies on top, so one hostile request can hold about 64 MiB. An
 * instance must survive `concurrency` of them at once beside its own ~256 MiB (Node, the
 * Admin SDK, the search index): `concurrency × 64 MiB + 256 MiB ≤ memory`. At 512 MiB and 80
 * that was 5 GiB of possible bodies. The API takes uploads (10 MB manuscripts, 20 MB PDFs),
 * so it gets 1 GiB and 10 at once (896 MiB); the site answers small reads, 512 MiB and 4 at
 * once (512 MiB). More load means more instances, never a fuller one.
 * functions/test/instance-limits.test.ts checks the sum.
 */
export const api = onRequest(
  { region, memory: '1GiB', cpu: 1, concurrency: 10, secrets: [smtpUrl] },
  createApiApp(),
);
export const site = onRequest({ region, memory: '512MiB', cpu: 1, concurrency: 4 }, createSiteApp());
export const searchIndex = onDocumentWritten(
  { document: 'meta/archive', region, memory: '512MiB' },
  async () => {
    await refreshSearchSnapshot();
  },
);
export const mailRetry = onSchedule(
  { schedule: 'every 5 minutes', region, memory: '256MiB', secrets: [smtpUrl] },
  async () => {
    await deliverDueMail();
  },
);
