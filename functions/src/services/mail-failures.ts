/**
 * What the admin sees of the mail that did not go out: every message of the outbox that failed at
 * least once, or that nobody tried within a minute of its event (its deliverer died), with the
 * last reason SMTP gave; and "try it now", for after the SMTP settings have been fixed, rather
 * than waiting for the back-off of services/mail.ts to run out.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { mailErrors, type UndeliveredMail } from '@journal/common/contracts/mail';
import { refuse } from './errors';
import { db } from './firebase';
import { deliverMail, MAIL_COLLECTION, type MailDoc } from './mail';

/** A message still waiting this long after its event was not delivered after the commit. */
const UNTRIED_AFTER_MS = 60_000;
/** The list is for a person to act on; beyond this many the count says the rest. */
const LIST_LIMIT = 100;

const outbox = () => db.collection(MAIL_COLLECTION);

function toUndelivered(id: string, doc: MailDoc): UndeliveredMail {
  return {
    _id: id,
    to: doc.to,
    subject: doc.subject,
    state: doc.state,
    attempts: doc.attempts,
    lastError: doc.lastError,
    createdAt: doc.createdAt.toDate().toISOString(),
    nextAttemptAt: doc.state === 'sent' ? null : doc.nextAttemptAt.toDate().toISOString(),
  };
}

/** Undelivered messages, oldest first: at most LIST_LIMIT, read in one query. */
export async function listUndeliveredMail(now = new Date()): Promise<UndeliveredMail[]> {
  const snap = await outbox()
    .where('state', 'in', ['pending', 'sending'])
    .orderBy('createdAt')
    .limit(LIST_LIMIT)
    .get();
  const untriedBefore = now.getTime() - UNTRIED_AFTER_MS;
  return snap.docs
    .map((d) => ({ id: d.id, doc: d.data() as MailDoc }))
    .filter(({ doc }) => doc.attempts > 0 || doc.createdAt.toMillis() < untriedBefore)
    .map(({ id, doc }) => toUndelivered(id, doc));
}

/**
 * Makes the message due now and delivers it; answers it as it then stands (sent, or pending
 * with the new reason). A message being sent by someone else is left to them; a sent one is
 * answered as it is, so a second click sends nothing twice.
 */
export async function retryMail(id: string): Promise<UndeliveredMail> {
  const ref = outbox().doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse(mailErrors.notFound);
    if ((snap.data() as MailDoc).state === 'pending') tx.update(ref, { nextAttemptAt: Timestamp.now() });
  });
  await deliverMail([id]);
  const after = await ref.get();
  return toUndelivered(id, after.data() as MailDoc);
}
