/**
 * What the admin sees of the mail that did not go out: every message of the outbox that failed at
 * least once, that nobody tried within a minute of its event (its trigger did not run), or that
 * the outbox gave up on, with the last reason SMTP gave; and "try it now", for after the SMTP
 * settings have been fixed, rather than waiting for the back-off of services/mail.ts to run out,
 * or for a message it gave up on.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { mailErrors, type UndeliveredMail } from '@journal/common/contracts/mail';
import { refuse } from './errors';
import { db } from './firebase';
import { deliverQueuedMail, MAIL_COLLECTION, type MailDoc } from './mail';

/** A message still untried this long after its event was missed by its trigger. */
const UNTRIED_AFTER_MS = 60_000;
/** The list is for a person to act on; beyond this many the count says the rest. */
const LIST_LIMIT = 100;

const outbox = () => db.collection(MAIL_COLLECTION);

const iso = (time: Timestamp) => time.toDate().toISOString();

function toUndelivered(id: string, doc: MailDoc): UndeliveredMail {
  const waiting = doc.state === 'pending' || doc.state === 'sending';
  return {
    _id: id,
    to: doc.to,
    subject: doc.subject,
    state: doc.state,
    attempts: doc.attempts,
    lastError: doc.lastError,
    createdAt: iso(doc.createdAt),
    nextAttemptAt: waiting ? iso(doc.nextAttemptAt) : null,
    deadAt: doc.state === 'dead' && doc.deadAt ? iso(doc.deadAt) : null,
  };
}

/** Undelivered and given-up messages, oldest first: at most LIST_LIMIT, read in one query. */
export async function listUndeliveredMail(now = new Date()): Promise<UndeliveredMail[]> {
  const snap = await outbox()
    .where('state', 'in', ['pending', 'sending', 'dead'])
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
 * Makes the message due now and delivers it, through the path of the trigger; answers it as it
 * then stands (sent, or pending or dead with the new reason). A message the outbox gave up on
 * gets one more try: if that fails too, it is given up again. A message being sent by someone
 * else is left to them; a sent one is answered as it is, so a second click sends nothing twice.
 */
export async function retryMail(id: string): Promise<UndeliveredMail> {
  const ref = outbox().doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse(mailErrors.notFound);
    const { state } = snap.data() as MailDoc;
    const due = { nextAttemptAt: Timestamp.now() };
    if (state === 'dead') tx.update(ref, { ...due, state: 'pending', deadAt: null });
    else if (state === 'pending') tx.update(ref, due);
  });
  await deliverQueuedMail(id);
  const after = await ref.get();
  // Gone meanwhile: a sent message the scheduled clean-up deleted.
  if (!after.exists) throw refuse(mailErrors.notFound);
  return toUndelivered(id, after.data() as MailDoc);
}
