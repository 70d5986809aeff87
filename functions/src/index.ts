/**
 * Cloud Functions entry point. `api` serves /api/**; `site` serves what crawlers and
 * harvesters read: article pages with their metadata, article PDFs under the article's path,
 * OAI-PMH, the sitemap, robots.txt and the feed. `searchIndex` rebuilds the search snapshot
 * after every archive write, so that searches normally find it current and never build it.
 * `mailDelivery` delivers each message written to the mail outbox, so that no request waits for
 * SMTP; `mailRetry` tries again those whose delivery failed, once their back-off has passed, and
 * deletes those the outbox is done with (services/mail.ts). `storageSweep` removes, once a day,
 * files that no document refers to and that are more than a day old (services/sweeper.ts).
 *
 * Each function loads only its own code, on its first call: the API app, the site app and the
 * jobs are bundles of their own (build.mts), so the `site` function, which answers readers,
 * never loads the API's routers, the admin's or the mail sender, and an instance starts by
 * loading this file and firebase-functions alone.
 */
import { defineSecret } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Express } from 'express';
// Read as the functions load: a deployment without its configuration fails when it is
// deployed, not at its first request.
import './config';

const region = 'us-central1';

/** An app made on the first request and kept for the instance's life (again after a failed load). */
function lazyApp(load: () => Promise<Express>) {
  let app: Promise<Express> | undefined;
  return async (req: Parameters<Express>[0], res: Parameters<Express>[1]) => {
    app ??= load().catch((err: unknown) => {
      app = undefined;
      throw err;
    });
    (await app)(req, res);
  };
}

const jobs = () => import('./jobs');

/**
 * The SMTP address with its credentials (smtps://user:password@host:465), kept in Secret Manager
 * (`firebase functions:secrets:set SMTP_URL`) and exposed only to the functions that send mail
 * (`api` for the admin's "Retry now"), as the environment variable services/mail-config.ts
 * reads. Locally `npm start` writes functions/.secret.local with the mail catcher's address, so
 * the emulator never asks Secret Manager for it.
 */
export const smtpUrl = defineSecret('SMTP_URL');

/**
 * Crossref's credentials for the admin's deposits (services/crossref-config.ts), kept in Secret
 * Manager and exposed to `api` alone, which sends them. A deploy needs a value for each, so a
 * journal without a Crossref account yet sets both to `none` (README "Deploy"); locally
 * `npm start` writes `none` into functions/.secret.local.
 */
export const crossrefUsername = defineSecret('CROSSREF_USERNAME');
export const crossrefPassword = defineSecret('CROSSREF_PASSWORD');

/**
 * Memory and concurrency sized for the worst burst, not the average request. The Functions
 * runtime reads every request body (up to 32 MiB) into memory before the app can refuse it,
 * and parses JSON and form bodies on top, so one hostile request can hold about 64 MiB. An
 * instance must survive `concurrency` of them at once beside its own ~256 MiB (Node, the
 * Admin SDK, the search index): `concurrency × 64 MiB + 256 MiB ≤ memory`. At 512 MiB and 80
 * that was 5 GiB of possible bodies. The API takes uploads (10 MB manuscripts, 20 MB PDFs),
 * so it gets 1 GiB and 10 at once (896 MiB); the site answers small reads, 512 MiB and 4 at
 * once (512 MiB). More load means more instances, never a fuller one. (A sizing rule, not a
 * test: a test that multiplied these constants would measure nothing.)
 */
export const api = onRequest(
  {
    region,
    memory: '1GiB',
    cpu: 1,
    concurrency: 10,
    secrets: [smtpUrl, crossrefUsername, crossrefPassword],
  },
  lazyApp(async () => (await import('./app')).createApiApp()),
);
export const site = onRequest(
  { region, memory: '512MiB', cpu: 1, concurrency: 4 },
  lazyApp(async () => (await import('./site/app')).createSiteApp()),
);
export const searchIndex = onDocumentWritten(
  { document: 'meta/archive', region, memory: '512MiB' },
  async () => {
    await (await jobs()).refreshSearchSnapshot();
  },
);
/**
 * Each message once it is written to the outbox, in an invocation of its own. Eventarc may deliver
 * an event more than once; the message's claim makes every invocation but one send nothing. A
 * failure is recorded on the message for `mailRetry`, and the event is not retried. 60 s is far
 * beyond one attempt (services/mail.ts: seconds, whatever the SMTP server does).
 */
export const mailDelivery = onDocumentCreated(
  { document: 'mail/{id}', region, memory: '256MiB', timeoutSeconds: 60, secrets: [smtpUrl] },
  async (event) => {
    await (await jobs()).deliverQueuedMail(event.params.id);
  },
);
/** Starts no delivery after 2 minutes (services/mail.ts), so a run ends well inside its 300 s. */
export const mailRetry = onSchedule(
  { schedule: 'every 5 minutes', region, memory: '256MiB', timeoutSeconds: 300, secrets: [smtpUrl] },
  async () => {
    const { deliverDueMail, purgeFinishedMail } = await jobs();
    await deliverDueMail();
    await purgeFinishedMail();
  },
);
export const storageSweep = onSchedule(
  { schedule: 'every 24 hours', region, memory: '256MiB', timeoutSeconds: 540 },
  async () => {
    await (await jobs()).sweepOrphans();
  },
);
