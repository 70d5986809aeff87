/**
 * The journal's one mail path. A message is written to the `mail` outbox in the same
 * transaction or batch as the event that causes it (queueMail), so it exists exactly when the
 * event does. No request waits for SMTP: the `mailDelivery` trigger (index.ts) delivers each
 * message once it is written (deliverQueuedMail), with nodemailer, and marks it sent; the
 * scheduled `mailRetry` tries again what failed, with back-off (deliverDueMail), and deletes
 * what the outbox is done with (purgeFinishedMail). A delivery claims its message first (a lease
 * in a transaction), so two deliverers never send the same message; a failure is logged and
 * recorded on the message (`lastError`, visible to the admin). Each message carries a stable
 * Message-ID, so even a deliverer that dies between sending and marking cannot make a mail
 * client show it twice.
 *
 * The outbox ends (MAIL_OUTBOX_LIMITS): after 10 tries, or 48 hours after its event, a message
 * that still fails is `dead`, with the last reason, until the admin retries it by hand; sent and
 * dead messages (verification links among them) are deleted 30 days later.
 */
import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { MAIL_OUTBOX_LIMITS } from '@journal/common/contracts/mail';
import { db } from './firebase';
import { mailSettings } from './mail-config';
import { collections } from './model';
import type { ComposedMail } from './mail-templates';

export const MAIL_COLLECTION = collections.mail;

export type MailState = 'pending' | 'sending' | 'sent' | 'dead';

export interface MailDoc extends ComposedMail {
  state: MailState;
  /** Tries started, counted when a deliverer claims the message. */
  attempts: number;
  createdAt: Timestamp;
  /** When a pending message may next be tried; while sending, when the claim lapses. */
  nextAttemptAt: Timestamp;
  sentAt: Timestamp | null;
  lastError: string | null;
  /** When the outbox gave up on it; null unless dead (absent on messages older than the rule). */
  deadAt?: Timestamp | null;
}

/**
 * One attempt ends in seconds, whatever the server does: at most 5 s to resolve its name, 5 s
 * to connect, 5 s for its greeting, and 15 s of silence in the conversation after it (nodemailer's
 * own defaults are 30 s, 2 min, 30 s and 10 min). So an attempt against a server that accepts the
 * connection and never speaks fails after 5 s: well inside the trigger's 60 s, the lease's 5 min,
 * and, for the admin's "Retry now", the API's 8 s deadline.
 */
const SMTP_TIMEOUTS = {
  dnsTimeout: 5_000,
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 15_000,
};
/** A claim outlives any SMTP exchange, so it lapses only when its deliverer has died. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
const MAX_AGE_MS = MAIL_OUTBOX_LIMITS.maxAgeHours * 60 * 60_000;
const KEPT_MS = MAIL_OUTBOX_LIMITS.keptDays * 24 * 60 * 60_000;
/** The scheduled run starts no delivery after this long, so its last one ends inside its 300 s. */
const DUE_RUN_BUDGET_MS = 120_000;
/** Deleted per run and kind, in one batched write (its maximum); a run every 5 minutes. */
const PURGE_BATCH = 500;
/** The reason recorded when a deliverer stopped in the middle of an attempt. */
const UNFINISHED_ATTEMPT = 'The delivery attempt did not finish';

/** 1 min, 2, 4, … up to 6 hours after the n-th failure. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Whether a message that failed its `attempts`-th try is given up rather than tried again. */
function givesUp(doc: Pick<MailDoc, 'attempts' | 'createdAt'>, now: Date): boolean {
  return (
    doc.attempts >= MAIL_OUTBOX_LIMITS.maxAttempts || now.getTime() - doc.createdAt.toMillis() >= MAX_AGE_MS
  );
}

const dead = (lastError: string) => ({ state: 'dead' as const, lastError, deadAt: Timestamp.now() });

const outbox = () => db.collection(MAIL_COLLECTION);

/** Adds the message to the outbox as part of `writer`; the trigger delivers it after the commit. */
export function queueMail(writer: Transaction | WriteBatch, message: ComposedMail): void {
  const now = Timestamp.now();
  const doc: MailDoc = {
    ...message,
    state: 'pending',
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
    sentAt: null,
    lastError: null,
    deadAt: null,
  };
  (writer as WriteBatch).create(outbox().doc(), doc);
}

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    // Built from an SMTPTransport: given a URL, createTransport drops every other option.
    transport = {
      url,
      transporter: nodemailer.createTransport(new SMTPTransport({ url, ...SMTP_TIMEOUTS })),
    };
  }
  return transport.transporter;
}

/**
 * Claims a due pending message (or one whose claim lapsed), counting the try; answers it, or
 * null if it is not due, sent, dead or gone. A lapsed claim counts as a failed try, so a message
 * whose deliverers keep dying is given up like any other.
 */
async function claim(id: string, now: Date): Promise<MailDoc | null> {
  const ref = outbox().doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const doc = snap.data() as MailDoc;
    if (doc.state === 'sent' || doc.state === 'dead' || doc.nextAttemptAt.toMillis() > now.getTime())
      return null;
    if (doc.state === 'sending' && givesUp(doc, now)) {
      tx.update(ref, dead(doc.lastError ?? UNFINISHED_ATTEMPT));
      return null;
    }
    const lease = {
      state: 'sending' as const,
      attempts: doc.attempts + 1,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + LEASE_MS),
    };
    tx.update(ref, lease);
    return { ...doc, ...lease };
  });
}

/**
 * Delivers one message of the outbox if it is due (a new one always is); answers whether it was
 * sent now. Never throws. Safe to call more than once for a message: only one call sends it.
 */
export async function deliverQueuedMail(id: string, now = new Date()): Promise<boolean> {
  let doc: MailDoc | null;
  try {
    doc = await claim(id, now);
  } catch (err) {
    logger.error('Could not claim a message in the outbox', { id, error: String(err) });
    return false;
  }
  if (!doc) return false;
  const ref = outbox().doc(id);
  try {
    const settings = mailSettings();
    await transporterFor(settings.smtpUrl).sendMail({
      from: settings.from,
      replyTo: settings.replyTo,
      to: doc.to,
      subject: doc.subject,
      text: doc.text,
      html: doc.html,
      messageId: `<${id}@${/@([^>\s]+)/.exec(settings.from)?.[1] ?? 'journal.invalid'}>`,
    });
  } catch (err) {
    const lastError = err instanceof Error ? err.message : String(err);
    const final = givesUp(doc, now);
    logger.warn(
      final ? 'Mail delivery failed; the outbox gives it up' : 'Mail delivery failed; it is retried',
      {
        id,
        to: doc.to,
        attempts: doc.attempts,
        lastError,
      },
    );
    await ref
      .update(
        final
          ? dead(lastError)
          : {
              state: 'pending',
              lastError,
              nextAttemptAt: Timestamp.fromMillis(Date.now() + retryDelayMs(doc.attempts)),
            },
      )
      .catch((update: unknown) =>
        logger.error('Could not record a mail failure', { id, error: String(update) }),
      );
    return false;
  }
  await ref
    .update({ state: 'sent', sentAt: Timestamp.now(), lastError: null })
    .catch((update: unknown) =>
      logger.error('Sent a message but could not mark it sent', { id, error: String(update) }),
    );
  return true;
}

/**
 * Delivers messages due by `now` (retries and lapsed claims), oldest due first, one after
 * another until DUE_RUN_BUDGET_MS has passed. Answers how many were sent.
 */
export async function deliverDueMail(now = new Date(), limit = 100): Promise<number> {
  const started = Date.now();
  const due = await outbox()
    .where('state', 'in', ['pending', 'sending'])
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  let sent = 0;
  for (const message of due.docs) {
    if (Date.now() - started > DUE_RUN_BUDGET_MS) break;
    if (await deliverQueuedMail(message.id, now)) sent += 1;
  }
  return sent;
}

/**
 * Deletes the messages sent, and those given up, more than KEPT_MS before `now`: at most
 * PURGE_BATCH of each per run, the oldest first. Answers how many it deleted.
 */
export async function purgeFinishedMail(now = new Date()): Promise<number> {
  const before = Timestamp.fromMillis(now.getTime() - KEPT_MS);
  let purged = 0;
  for (const field of ['sentAt', 'deadAt'] as const) {
    const finished = await outbox().where(field, '<', before).orderBy(field).limit(PURGE_BATCH).get();
    if (finished.empty) continue;
    const batch = db.batch();
    // Unchanged since read: a message the admin has just revived is not deleted.
    for (const message of finished.docs) batch.delete(message.ref, { lastUpdateTime: message.updateTime });
    await batch.commit();
    purged += finished.size;
  }
  return purged;
}
