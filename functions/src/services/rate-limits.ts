/**
 * Rate limits: how often one subject (an account, a mailbox, a client address) may do one thing,
 * over sliding windows ("1 a minute and 5 a day"). A subject's recent uses of a limit are one
 * document, rateLimits/{SHA-256 of limit and subject}, so no input can break a path and no
 * document names a person. Each document carries `expiresAt`, when its newest use leaves the
 * longest window, for the TTL policy of firestore.indexes.json. The figures are docs/security.md
 * "Rate limits".
 *
 * A use is read, then written only if the documents are still as read (a create, or an update
 * preconditioned on the update time), all checks in one batch: of any number of concurrent
 * requests no more than the windows allow get through. Nothing holds a lock between the
 * read and the write, so a request that loses a race fails at once and reads again, rather than
 * waiting on a transaction's lock (services/slug-claims.ts says why that matters); a document is
 * written no more often than its limit allows, and read-only requests never block writers.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Refusal } from '@journal/common/contracts/refusal';
import { RetryLaterError } from './errors';
import { db } from './firebase';
import { collections } from './model';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** At most `max` uses within any `ms` milliseconds. */
export interface RateWindow {
  max: number;
  ms: number;
}

export interface RateLimit {
  /** Stable: it names the stored documents, so renaming one starts its count afresh. */
  name: string;
  windows: readonly RateWindow[];
}

/**
 * The journal's limits. Those per account and per mailbox are the tight ones; those per client
 * address (http/visitor.ts) are a ceiling for one network, set above what a campus behind one
 * address, a Hosting edge (docs/security.md "Known limits") or the end-to-end suite sends.
 */
export const RATE_LIMITS = {
  signupsPerAddress: {
    name: 'signup-address',
    windows: [
      { max: 40, ms: HOUR_MS },
      { max: 200, ms: DAY_MS },
    ],
  },
  /** Each sign-up mails the address a verification link. */
  signupsPerMailbox: {
    name: 'signup-mailbox',
    windows: [
      { max: 3, ms: HOUR_MS },
      { max: 5, ms: DAY_MS },
    ],
  },
  verificationsPerAccount: {
    name: 'verification-account',
    windows: [
      { max: 1, ms: MINUTE_MS },
      { max: 5, ms: DAY_MS },
    ],
  },
  /** Per mailbox as well: one mailbox can be behind many accounts, one at a time or by alias. */
  verificationsPerMailbox: {
    name: 'verification-mailbox',
    windows: [
      { max: 1, ms: MINUTE_MS },
      { max: 5, ms: DAY_MS },
    ],
  },
  /** An author may fill their 10 places awaiting a decision at once, no faster. */
  submissionsPerAccount: {
    name: 'submission-account',
    windows: [
      { max: 10, ms: HOUR_MS },
      { max: 20, ms: DAY_MS },
    ],
  },
  submissionsPerAddress: {
    name: 'submission-address',
    windows: [
      { max: 120, ms: HOUR_MS },
      { max: 500, ms: DAY_MS },
    ],
  },
  /**
   * Views and downloads counted from one address: one a second on average, the sustained write
   * rate one Firestore document takes. Beyond it the reader is served and not counted.
   */
  countedReadsPerAddress: { name: 'metrics-address', windows: [{ max: 60, ms: MINUTE_MS }] },
} as const satisfies Record<string, RateLimit>;

/** One limit applied to one subject. */
export interface RateCheck {
  limit: RateLimit;
  subject: string;
}

export type Allowance = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The stored document: its limit's name, for people reading the database, and the recent uses. */
export interface RateLimitDoc {
  limit: string;
  /** Oldest first; no more than the largest window's `max`, none older than the longest window. */
  uses: Timestamp[];
  expiresAt: Timestamp;
}

export function rateLimitRef(check: RateCheck) {
  // JSON keeps the two apart unambiguously, and escapes lone surrogates rather than losing them.
  const id = createHash('sha256')
    .update(JSON.stringify([check.limit.name, check.subject]))
    .digest('hex');
  return db.collection(collections.rateLimits).doc(id);
}

const longest = (limit: RateLimit) => Math.max(...limit.windows.map((w) => w.ms));
const most = (limit: RateLimit) => Math.max(...limit.windows.map((w) => w.max));

/**
 * Whether one more use at `now` fits every window, given the earlier uses (oldest first), and
 * otherwise how long until it does: until the use that fills a full window leaves it.
 */
export function allowanceOf(uses: readonly number[], limit: RateLimit, now: number): Allowance {
  let retryAfterMs = 0;
  for (const { max, ms } of limit.windows) {
    const inWindow = uses.filter((at) => at > now - ms);
    if (inWindow.length >= max) {
      retryAfterMs = Math.max(retryAfterMs, inWindow[inWindow.length - max]! + ms - now);
    }
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
}

/**
 * gRPC codes of a write that met another: ALREADY_EXISTS (a create met a document),
 * FAILED_PRECONDITION (an update met a newer one), NOT_FOUND (the TTL removed the one it read).
 */
const LOST_RACE = new Set([6, 9, 5]);
const lostRace = (err: unknown) => LOST_RACE.has((err as { code?: unknown } | null)?.code as number);

/** Enough for a burst of dozens at once; each lost race means another request's use went in. */
const MAX_ATTEMPTS = 40;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * attempt)));

/**
 * Takes one use of every check, all or none, and answers whether it could; when a window is
 * full nothing is taken from any, and the wait is the longest of theirs. A request still losing
 * races after MAX_ATTEMPTS is one of too many at once: refused, to try again in a second.
 */
export async function consume(checks: readonly RateCheck[]): Promise<Allowance> {
  const refs = checks.map(rateLimitRef);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const now = Date.now();
    const snaps = await db.getAll(...refs);
    const uses = snaps.map((snap, i) =>
      ((snap.get('uses') as Timestamp[] | undefined) ?? [])
        .map((at) => at.toMillis())
        // Another instance's clock may run a little ahead: its uses still count, in order.
        .filter((at) => at > now - longest(checks[i]!.limit))
        .sort((x, y) => x - y),
    );
    const waits = checks.flatMap((check, i) => {
      const allowance = allowanceOf(uses[i]!, check.limit, now);
      return allowance.allowed ? [] : [allowance.retryAfterMs];
    });
    if (waits.length > 0) return { allowed: false, retryAfterMs: Math.max(...waits) };
    const batch = db.batch();
    snaps.forEach((snap, i) => {
      const { limit } = checks[i]!;
      const doc: RateLimitDoc = {
        limit: limit.name,
        uses: [...uses[i]!, now]
          .sort((x, y) => x - y)
          .slice(-most(limit))
          .map((at) => Timestamp.fromMillis(at)),
        expiresAt: Timestamp.fromMillis(now + longest(limit)),
      };
      if (snap.exists) batch.update(refs[i]!, { ...doc }, { lastUpdateTime: snap.updateTime! });
      else batch.create(refs[i]!, doc);
    });
    try {
      await batch.commit();
      return { allowed: true };
    } catch (err) {
      if (!lostRace(err)) throw err;
      await pause(attempt);
    }
  }
  return { allowed: false, retryAfterMs: 1000 };
}

/** As consume, refusing with `refusal` and the wait when a window is full. */
export async function enforce(refusal: Refusal, checks: readonly RateCheck[]): Promise<void> {
  const allowance = await consume(checks);
  if (!allowance.allowed) {
    throw new RetryLaterError(refusal, Math.max(1, Math.ceil(allowance.retryAfterMs / 1000)));
  }
}
