/**
 * Honest view and download counts: one per visitor and article within 30 minutes, and none
 * for crawlers. A visitor is a hash of address, user agent, article and kind, so the marker
 * documents hold nothing that names a reader. Markers carry `expiresAt` for a Firestore TTL
 * policy that removes them.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from './firebase';
import { collections } from './model';

export const REPEAT_WINDOW_MS = 30 * 60 * 1000;

type MetricKind = 'view' | 'download';
const COUNTERS: Record<MetricKind, 'views' | 'downloads'> = { view: 'views', download: 'downloads' };

/**
 * Search and social crawlers, link previewers, archivers, command-line tools and headless
 * browsers. A request without any user agent is a script too.
 */
const NOT_A_READER =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|ia_archiver|archive\.org|feedfetcher|mediapartners|preview|lighthouse|headlesschrome|phantomjs|curl\/|wget\/|python-|go-http-client|java\/|libwww|httpclient|okhttp|axios\/|node-fetch|undici|^node$|scrapy/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || NOT_A_READER.test(userAgent);
}

export function clientAddress(req: Request): string {
  return req.get('x-forwarded-for')?.split(',')[0]?.trim() || req.ip || req.socket.remoteAddress || '';
}

export function visitorKey(req: Request, articleId: string, kind: MetricKind): string {
  return createHash('sha256')
    .update([clientAddress(req), req.get('user-agent') ?? '', articleId, kind].join('\n'))
    .digest('hex');
}

/**
 * Counts once per visitor window, in one transaction with its marker. A failure to count is
 * logged and never stops the reader's page or download. Answers whether it counted.
 */
async function record(req: Request, articleId: string, kind: MetricKind): Promise<boolean> {
  if (isCrawler(req.get('user-agent'))) return false;
  const markRef = db.collection(collections.metrics).doc(visitorKey(req, articleId, kind));
  const articleRef = db.collection(collections.articles).doc(articleId);
  try {
    return await db.runTransaction(async (tx) => {
      const mark = await tx.get(markRef);
      const now = Date.now();
      const last = mark.get('at') as Timestamp | undefined;
      if (last && now - last.toMillis() < REPEAT_WINDOW_MS) return false;
      tx.set(markRef, {
        at: Timestamp.fromMillis(now),
        expiresAt: Timestamp.fromMillis(now + REPEAT_WINDOW_MS),
        kind,
        articleId,
      });
      tx.update(articleRef, { [COUNTERS[kind]]: FieldValue.increment(1) });
      return true;
    });
  } catch (err) {
    logger.warn('Could not count an article metric', { kind, articleId, error: String(err) });
    return false;
  }
}

export function recordView(req: Request, articleId: string): Promise<boolean> {
  return record(req, articleId, 'view');
}

export function recordDownload(req: Request, articleId: string): Promise<boolean> {
  return record(req, articleId, 'download');
}
