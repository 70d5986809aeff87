/**
 * The journal's one mail path. A message is written to the `mail` outbox in the same
 * transaction or batch as the event that causes it (queueMail), so it exists exactly when the
 * event does; after the commit it is delivered over SMTP with nodemailer (deliverMail) and
 * marked sent. A delivery claims its message first (a lease in a transaction), so two
 * deliverers never send the same message; a failure is logged, recorded on the message
 * (`lastError`, visible to the admin) and retried with back-off by deliverDueMail, which the
 * scheduled `mailRetry` function runs. Each message carries a stable Message-ID, so even a
 * deliverer that dies between sending and marking cannot make a mail client show it twice.
 */
import { Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import nodemailer, { type Transporter } from 'nodemailer';
import { db } from './firebase';
import { mailSettings } from './mail-config';
import type { ComposedMail } from './mail-templates';

export const MAIL_COLLECTION = 'mail';

export type MailState = 'pending' | 'sending' | 'sent';

export interface MailDoc extends ComposedMail {
  state: MailState;
  attempts: number;
  createdAt: Timestamp;
  /** When a pending message may next be tried; while sending, when the claim lapses. */
  nextAttemptAt: Timestamp;
  sentAt: Timestamp | null;
  lastError: string | null;
}

/** A claim outlives any SMTP exchange (nodemailer gives up after its own timeouts). */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;

/** 1 min, 2, 4, … up to 6 hours after the n-th failure. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

const outbox = () => db.collection(MAIL_COLLECTION);

/** Adds the message to the outbox as part of `writer`; answers its id for deliverMail. */
export function queueMail(writer: Transaction | WriteBatch, message: ComposedMail): string {
  const ref = outbox().doc();
  const now = Timestamp.now();
  const doc: MailDoc = {
    ...message,
    state: 'pending',
    attempts: 0,
    createdAt: now,
    nextAttemptAt: now,
    sentAt: null,
    lastError: null,
  };
  (writer as WriteBatch).create(ref, doc);
  return ref.id;
}

let transport: { url: string; transporter: Transporter } | undefined;

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      transporter: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return transport.transporter;
}

/** Claims a due pending message (or one whose claim lapsed); answers it, or null if not due. */
async function claim(id: string, now: Date): Promise<MailDoc | null> {
  const ref = outbox().doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const doc = snap.data() as MailDoc;
    if (doc.state === 'sent' || doc.nextAttemptAt.toMillis() > now.getTime()) return null;
    const lease = {
      state: 'sending' as const,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + LEASE_MS),
    };
    tx.update(ref, lease);
    return { ...doc, ...lease };
  });
}

/** Sends one message if it is due; answers whether it was sent now. Never throws. */
async function deliverOne(id: string, now: Date): Promise<boolean> {
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
    const attempts = doc.attempts + 1;
    const lastError = err instanceof Error ? err.message : String(err);
    logger.warn('Mail delivery failed; it stays in the outbox and is retried', {
      id,
      to: doc.to,
      attempts,
      lastError,
    });
    await ref
      .update({
        state: 'pending',
        attempts,
        lastError,
        nextAttemptAt: Timestamp.fromMillis(Date.now() + retryDelayMs(attempts)),
      })
      .catch((update: unknown) =>
        logger.error('Could not record a mail failure', { id, error: String(update) }),
      );
    return false;
  }
  await ref
    .update({ state: 'sent', sentAt: Timestamp.now(), attempts: doc.attempts + 1, lastError: null })
    .catch((update: unknown) =>
      logger.error('Sent a message but could not mark it sent', { id, error: String(update) }),
    );
  return true;
}

/** Delivers the given messages (just committed); failures stay in the outbox for retry. */
export async function deliverMail(ids: readonly string[], now = new Date()): Promise<number> {
  let sent = 0;
  for (const id of ids) if (await deliverOne(id, now)) sent += 1;
  return sent;
}

/** Delivers every message due by `now`: retries and lapsed claims. Answers how many were sent. */
export async function deliverDueMail(now = new Date(), limit = 100): Promise<number> {
  const due = await outbox()
    .where('state', 'in', ['pending', 'sending'])
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  return deliverMail(
    due.docs.map((d) => d.id),
    now,
  );
}
