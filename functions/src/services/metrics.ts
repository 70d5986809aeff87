/**
 * Honest view and download counts: one per visitor and article within 30 minutes, and none
 * for crawlers. A visitor is a hash of client address, article and kind, so the marker
 * documents hold nothing that names a reader. The user agent only tells crawlers apart: it is
 * the client's to write, so a client that changes it with every request is still one visitor.
 * An address counts at most RATE_LIMITS.countedReadsPerAddress a minute, across articles.
 * Markers carry `expiresAt` for a Firestore TTL policy that removes them.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from './firebase';
import { collections } from './model';
import { consume, RATE_LIMITS } from './rate-limits';

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

/** Who asked for a page or a file, as far as the request tells. */
export interface Visitor {
  address: string;
  userAgent: string | undefined;
}

export function visitorKey(visitor: Visitor, articleId: string, kind: MetricKind): string {
  return createHash('sha256').update([visitor.address, articleId, kind].join('\n')).digest('hex');
}

const isRepeat = (mark: DocumentSnapshot, now: number) => {
  const last = mark.get('at') as Timestamp | undefined;
  return last !== undefined && now - last.toMillis() < REPEAT_WINDOW_MS;
};

/**
 * Counts once per visitor window, in one transaction with its marker. A first visit also takes
 * one of its address's counted reads, before that transaction and outside it, so that the
 * address's document is never locked by a transaction that waits on others; two first visits at
 * once may take two, of which one counts. A failure to count, or an address over its limit,
 * never stops the reader's page or download. Answers whether it counted.
 */
async function record(visitor: Visitor, articleId: string, kind: MetricKind): Promise<boolean> {
  if (isCrawler(visitor.userAgent)) return false;
  const markRef = db.collection(collections.metrics).doc(visitorKey(visitor, articleId, kind));
  const articleRef = db.collection(collections.articles).doc(articleId);
  try {
    if (isRepeat(await markRef.get(), Date.now())) return false;
    const allowance = await consume([
      { limit: RATE_LIMITS.countedReadsPerAddress, subject: visitor.address },
    ]);
    if (!allowance.allowed) return false;
    return await db.runTransaction(async (tx) => {
      const now = Date.now();
      if (isRepeat(await tx.get(markRef), now)) return false;
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

export function recordView(visitor: Visitor, articleId: string): Promise<boolean> {
  return record(visitor, articleId, 'view');
}

export function recordDownload(visitor: Visitor, articleId: string): Promise<boolean> {
  return record(visitor, articleId, 'download');
}
