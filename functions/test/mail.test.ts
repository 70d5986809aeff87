/**
 * The journal's mail path against a real SMTP server (smtp-server, in this process), delivered
 * by the `mailDelivery` trigger's own handler after each request (harness.ts): a new submission
 * sends the author a receipt and the editor a notice; each real decision sends the author one
 * message and a repeated one sends nothing; a title with markup arrives escaped in the HTML part.
 * No request waits for SMTP: with a server that never greets, sign-up, a resend and a submission
 * answer as usual and each message waits with the reason. With SMTP down the outbox keeps the
 * messages and delivers them, once, when it is back; it gives a message up after 10 tries or 48
 * hours, the admin sees what is waiting or given up and why, and can try a message again; the
 * scheduled job deletes what was sent or given up 30 days ago.
 */
import { Timestamp, type DocumentReference, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ScheduledEvent } from 'firebase-functions/v2/scheduler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_LIMITS, type UndeliveredMail } from '@journal/common/contracts/mail';
import { config } from '../src/config';
import { api, mailDelivery, mailRetry, searchIndex, site } from '../src/index';
import { deliverDueMail, MAIL_COLLECTION, type MailDoc } from '../src/services/mail';
import { createdEvent } from '../../scripts/test/outbox-trigger';
import { silentSmtpServer } from './fixtures/silent-smtp';
import { smtpCapture } from './fixtures/smtp-capture';
import {
  adminAuth,
  adminToken,
  bearer,
  createAccount,
  createAuthor,
  db,
  fromClient,
  mailSettled,
  signIn,
  unique,
  useApi,
} from './harness';
import { postSubmission, readJson, submissionFields, submissionForm, submit } from './people-fixtures';

const urls = useApi();

const smtp = smtpCapture();
const suiteSmtp = process.env.SMTP_URL;

beforeAll(smtp.start);
afterAll(() => smtp.dispose(suiteSmtp));

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const VERIFY_SUBJECT = 'ZJEAS: please verify your e-mail address';
const RECEIPT_SUBJECT = 'ZJEAS: we have received your manuscript';

/** The outbox's messages to `address`, oldest first. */
async function outboxTo(address: string): Promise<QueryDocumentSnapshot[]> {
  const snap = await db.collection(MAIL_COLLECTION).where('to', '==', address).get();
  return snap.docs.sort((a, b) => a.createTime.toMillis() - b.createTime.toMillis());
}

const stored = async (ref: DocumentReference) => (await ref.get()).data() as MailDoc;

async function decide(id: string, action: 'approve' | 'reject', token: string) {
  const res = await fetch(`${urls.api}/api/admin/submissions/${id}/${action}`, {
    method: 'PATCH',
    headers: bearer(token),
  });
  expect(res.status).toBe(200);
}

const undelivered = async (token: string) => {
  const res = await fetch(`${urls.api}/api/admin/mail`, { headers: bearer(token) });
  return { status: res.status, body: (await res.json()) as { data: UndeliveredMail[] } };
};
const retry = async (id: string, token: string) => {
  const res = await fetch(`${urls.api}/api/admin/mail/${id}/retry`, {
    method: 'POST',
    headers: bearer(token),
  });
  return { status: res.status, body: (await res.json()) as { data: UndeliveredMail } };
};

describe('mail about submissions', () => {
  it('sends the author a receipt and the editor a notice, with the title escaped in the HTML part', async () => {
    const author = await createAuthor(urls.api);
    await smtp.clear();
    const title = 'Bridges <script>alert("x")</script> & "dams"';
    const id = await submit(urls.api, author.idToken, undefined, submissionFields({ paperTitle: title }));

    const receipt = await smtp.to(author.email);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toBe(RECEIPT_SUBJECT);
    expect(receipt[0]!.text).toContain(id);
    expect(receipt[0]!.text).toContain(title);
    expect(receipt[0]!.text).toContain(`${config.siteUrl}/guidelines/author-guidelines/submission/dashboard`);
    expect(receipt[0]!.html).toContain(
      'Bridges &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;dams&quot;',
    );
    expect(receipt[0]!.html).not.toContain('<script>');
    expect(receipt[0]!.text).toContain('Lusaka, Zambia');

    const notice = await smtp.to(config.adminEmail);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('ZJEAS: new submission awaiting a decision');
    expect(notice[0]!.text).toContain('Mutale Phiri');
    expect(notice[0]!.text).toContain(`${config.siteUrl}/admin/dashboard`);
    expect(notice[0]!.html).not.toContain('<script>');
    expect(notice[0]!.replyTo).toBe(config.adminEmail);
    expect(await smtp.all()).toHaveLength(2);
  });

  it('sends one message per approval and rejection, and none for a repeated decision', async () => {
    const author = await createAuthor(urls.api);
    const id = await submit(urls.api, author.idToken);
    const admin = await adminToken();
    await smtp.clear();

    await decide(id, 'approve', admin);
    await decide(id, 'approve', admin);
    expect((await smtp.to(author.email)).map((m) => m.subject)).toEqual([
      'ZJEAS: your manuscript has been accepted',
    ]);

    await decide(id, 'reject', admin);
    await decide(id, 'reject', admin);
    expect((await smtp.to(author.email)).map((m) => m.subject)).toEqual([
      'ZJEAS: your manuscript has been accepted',
      'ZJEAS: decision on your manuscript',
    ]);
    expect(await smtp.all()).toHaveLength(2);
  });

  it('keeps the messages while SMTP is down and delivers them once when it is back', async () => {
    await smtp.stop();
    await smtp.clear();
    const author = await createAuthor(urls.api);
    const id = await submit(urls.api, author.idToken);
    await mailSettled();

    const queued = (
      await db.collection(MAIL_COLLECTION).where('to', 'in', [author.email, config.adminEmail]).get()
    ).docs
      .map((d) => d.data() as MailDoc)
      .filter((m) => m.text.includes(id));
    expect(queued).toHaveLength(2);
    for (const m of queued) {
      expect(m.state).toBe('pending');
      expect(m.attempts).toBe(1);
      expect(m.lastError).toBeTruthy();
      expect(m.nextAttemptAt.toMillis()).toBeGreaterThan(Date.now());
    }
    // Not due yet: nothing is tried before its back-off.
    expect(await deliverDueMail(new Date())).toBe(0);

    await smtp.start();
    const later = new Date(Date.now() + 2 * MINUTE_MS);
    await deliverDueMail(later);
    await deliverDueMail(later);
    const mine = (await smtp.all()).filter((m) => m.text.includes(id));
    expect(mine.map((m) => m.to[0]).sort()).toEqual([author.email, config.adminEmail].sort());
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(2);

    const after = (await db.collection(MAIL_COLLECTION).where('to', '==', author.email).get()).docs
      .map((d) => d.data() as MailDoc)
      .filter((m) => m.text.includes(id));
    expect(after.map((m) => m.state)).toEqual(['sent']);
  });
});

describe('mail leaves the request', () => {
  it('answers sign-up, a resend and a submission while the SMTP server never greets, one document each, the mail waiting with the reason', async () => {
    const silent = await silentSmtpServer();
    process.env.SMTP_URL = silent.url;
    try {
      const account = await createAccount();
      const signup = await fetch(`${urls.api}/api/auth/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...fromClient },
        body: JSON.stringify({ idToken: account.idToken, username: unique('silent') }),
      });
      expect(signup.status).toBe(201);
      const resend = await fetch(`${urls.api}/api/auth/verification`, {
        method: 'POST',
        headers: { ...bearer(account.idToken), ...fromClient },
      });
      expect(resend.status).toBe(200);

      await adminAuth.updateUser(account.uid, { emailVerified: true });
      const token = await signIn(account.email, account.password);
      const submitted = await postSubmission(urls.api, token, submissionForm());
      expect(submitted.status).toBe(201);
      const { submissionId } = await readJson<{ submissionId: string }>(submitted);
      const submissions = await db.collection('submissions').where('authorUid', '==', account.uid).get();
      expect(submissions.docs.map((d) => d.id)).toEqual([submissionId]);

      // Each message was written once, in its request, and tried after it: the server took the
      // connection and never greeted, so each attempt gave up and the message waits for a retry.
      await mailSettled();
      const toAuthor = await outboxTo(account.email);
      expect(toAuthor.map((d) => d.get('subject'))).toEqual([
        VERIFY_SUBJECT,
        VERIFY_SUBJECT,
        RECEIPT_SUBJECT,
      ]);
      const notice = (await outboxTo(config.adminEmail)).filter((d) => d.get('text').includes(submissionId));
      expect(notice).toHaveLength(1);
      for (const message of [...toAuthor, ...notice]) {
        expect(message.data()).toMatchObject({
          state: 'pending',
          attempts: 1,
          lastError: 'Greeting never received',
          sentAt: null,
        });
      }
      expect(silent.connections()).toBeGreaterThanOrEqual(4);
    } finally {
      process.env.SMTP_URL = smtp.url();
      await silent.close();
    }
  });

  it('sends a message once however often its creation is announced', async () => {
    await smtp.clear();
    const author = await createAuthor(urls.api, undefined, { verified: false });
    const [message] = await outboxTo(author.email);
    // Eventarc delivers an event at least once: the trigger's handler meets the same one again.
    await Promise.all([mailDelivery.run(createdEvent(message!)), mailDelivery.run(createdEvent(message!))]);

    expect((await smtp.to(author.email)).map((m) => m.subject)).toEqual([VERIFY_SUBJECT]);
    expect(await stored(message!.ref)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('an outbox that ends', () => {
  const { maxAttempts, keptDays } = MAIL_OUTBOX_LIMITS;
  /** Past any back-off (at most 6 hours), well inside 48 hours of the message's event. */
  const pastBackOff = () => new Date(Date.now() + 7 * HOUR_MS);

  /** A new author's verification message, tried once by the trigger while SMTP is down. */
  async function failedOnce(): Promise<{ email: string; ref: DocumentReference }> {
    await smtp.stop();
    const author = await createAuthor(urls.api, undefined, { verified: false });
    await mailSettled();
    const [message, ...others] = await outboxTo(author.email);
    expect(others).toHaveLength(0);
    expect(message!.data()).toMatchObject({ state: 'pending', attempts: 1 });
    return { email: author.email, ref: message!.ref };
  }

  it(`gives a message up after ${maxAttempts} tries; the admin sees why, and a retry by hand delivers it`, async () => {
    const { email, ref } = await failedOnce();
    for (let attempt = 2; attempt <= maxAttempts; attempt += 1) {
      await deliverDueMail(pastBackOff());
      expect((await stored(ref)).attempts).toBe(attempt);
    }
    const given = await stored(ref);
    expect(given.state).toBe('dead');
    expect(given.lastError).toMatch(/ECONNREFUSED/);
    // Given up, it is tried no more.
    await deliverDueMail(pastBackOff());
    expect(await stored(ref)).toMatchObject({ state: 'dead', attempts: maxAttempts });

    const admin = await adminToken();
    const listed = (await undelivered(admin)).body.data.find((m) => m._id === ref.id);
    expect(listed).toMatchObject({ state: 'dead', attempts: maxAttempts, nextAttemptAt: null });
    expect(listed!.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(listed!.deadAt!)).not.toBeNaN();

    // By hand, while the server is still down: one more try, and it is given up again.
    const again = await retry(ref.id, admin);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ state: 'dead', attempts: maxAttempts + 1 });
    expect(again.body.data.lastError).toMatch(/ECONNREFUSED/);

    await smtp.start();
    await smtp.clear();
    const delivered = await retry(ref.id, admin);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({
      _id: ref.id,
      state: 'sent',
      lastError: null,
      nextAttemptAt: null,
      deadAt: null,
    });
    expect((await smtp.to(email)).map((m) => m.subject)).toEqual([VERIFY_SUBJECT]);
    expect((await undelivered(admin)).body.data.some((m) => m._id === ref.id)).toBe(false);
  });

  it('gives a message up when it fails 48 hours after its event, or when its deliverer died holding it', async () => {
    const old = await failedOnce();
    await old.ref.update({ createdAt: Timestamp.fromMillis(Date.now() - 49 * HOUR_MS) });
    await deliverDueMail(new Date(Date.now() + 2 * MINUTE_MS));
    expect(await stored(old.ref)).toMatchObject({ state: 'dead', attempts: 2 });

    // Claimed for its last try by a deliverer that stopped before it finished; the claim lapsed.
    const held = await failedOnce();
    await held.ref.update({
      state: 'sending',
      attempts: maxAttempts,
      nextAttemptAt: Timestamp.fromMillis(Date.now() - MINUTE_MS),
    });
    await deliverDueMail(new Date());
    const given = await stored(held.ref);
    expect(given).toMatchObject({ state: 'dead', attempts: maxAttempts });
    expect(given.lastError).toMatch(/ECONNREFUSED/);
    await smtp.start();
  });

  it(`deletes, with the scheduled job, what was sent or given up more than ${keptDays} days ago`, async () => {
    await smtp.start();
    const sent: DocumentReference[] = [];
    for (let i = 0; i < 2; i += 1) {
      const author = await createAuthor(urls.api, undefined, { verified: false });
      await mailSettled();
      const [message] = await outboxTo(author.email);
      expect(message!.get('state')).toBe('sent');
      sent.push(message!.ref);
    }
    const dead: DocumentReference[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { ref } = await failedOnce();
      await ref.update({ createdAt: Timestamp.fromMillis(Date.now() - 49 * HOUR_MS) });
      await deliverDueMail(new Date(Date.now() + 2 * MINUTE_MS));
      expect((await stored(ref)).state).toBe('dead');
      dead.push(ref);
    }
    await smtp.start();

    const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY_MS);
    await sent[0]!.update({ createdAt: daysAgo(keptDays + 1), sentAt: daysAgo(keptDays + 1) });
    await sent[1]!.update({ createdAt: daysAgo(keptDays - 1), sentAt: daysAgo(keptDays - 1) });
    await dead[0]!.update({ createdAt: daysAgo(keptDays + 3), deadAt: daysAgo(keptDays + 1) });
    await dead[1]!.update({ createdAt: daysAgo(keptDays + 1), deadAt: daysAgo(keptDays - 1) });

    await mailRetry.run({ scheduleTime: new Date().toISOString() } satisfies ScheduledEvent);

    const exists = async (refs: DocumentReference[]) =>
      Promise.all(refs.map(async (r) => (await r.get()).exists));
    expect(await exists(sent)).toEqual([false, true]);
    expect(await exists(dead)).toEqual([false, true]);
  });
});

describe('verified authors', () => {
  it('mails a verification link at sign-up; until it is opened, submitting answers 403', async () => {
    await smtp.clear();
    const author = await createAuthor(urls.api, undefined, { verified: false });
    const [message, ...others] = await smtp.to(author.email);
    expect(others).toHaveLength(0);
    expect(message!.subject).toBe(VERIFY_SUBJECT);
    const link = /https?:\/\/\S+oobCode=\S+/.exec(message!.text)?.[0];
    expect(link).toBeTruthy();

    const refused = await postSubmission(urls.api, author.idToken, submissionForm());
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({
      status: 403,
      code: 'email-unverified',
      message:
        'Please verify your e-mail address before submitting. Open the link we sent you, or ask for a new one on your dashboard.',
    });

    // The dashboard's "resend" sends another.
    const resend = await fetch(`${urls.api}/api/auth/verification`, {
      method: 'POST',
      headers: { ...bearer(author.idToken), ...fromClient },
    });
    expect(resend.status).toBe(200);
    expect(await smtp.to(author.email)).toHaveLength(2);

    // Opening the link applies its code at the Auth service (here the emulator).
    const oobCode = new URL(link!).searchParams.get('oobCode');
    const applied = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=test-api-key`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ oobCode }) },
    );
    expect(applied.status).toBe(200);
    const token = await signIn(author.email, author.password);
    expect(await submit(urls.api, token)).toBeTruthy();
  });
});

describe('undelivered mail, as the admin sees it', () => {
  it('lists a failed message with the reason SMTP gave; a retry delivers it once', async () => {
    await smtp.stop();
    const author = await createAuthor(urls.api);
    await submit(urls.api, author.idToken);
    await mailSettled();
    const admin = await adminToken();

    const listed = await undelivered(admin);
    expect(listed.status).toBe(200);
    const mine = listed.body.data.filter((m) => m.to === author.email && m.subject === RECEIPT_SUBJECT);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
      deadAt: null,
    });
    expect(mine[0]!.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(mine[0]!.nextAttemptAt!)).toBeGreaterThan(Date.now());
    // The outbox holds addresses and texts: it is the admin's alone.
    expect((await undelivered(author.idToken)).status).toBe(403);

    await smtp.start();
    await smtp.clear();
    const res = await retry(mine[0]!._id, admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: mine[0]!._id,
      state: 'sent',
      lastError: null,
      nextAttemptAt: null,
    });
    expect(await smtp.to(author.email)).toHaveLength(1);

    // A second click finds it sent and sends nothing.
    expect((await retry(mine[0]!._id, admin)).status).toBe(200);
    expect(await smtp.to(author.email)).toHaveLength(1);
    expect((await undelivered(admin)).body.data.some((m) => m._id === mine[0]!._id)).toBe(false);
  });

  it('answers 404 for a message that does not exist', async () => {
    const res = await fetch(`${urls.api}/api/admin/mail/no-such-message/retry`, {
      method: 'POST',
      headers: bearer(await adminToken()),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 404, code: 'mail-not-found', message: 'Message not found' });
  });
});

describe('the SMTP secret', () => {
  const secretsOf = (fn: unknown) =>
    (
      (fn as { __endpoint: { secretEnvironmentVariables?: { key: string }[] | null } }).__endpoint
        .secretEnvironmentVariables ?? []
    ).map((s) => s.key);

  it('reaches the functions that send mail, and no other', () => {
    // Beside Crossref's credentials (scholarly-export-routes.test.ts).
    expect(secretsOf(api)).toContain('SMTP_URL');
    expect(secretsOf(mailDelivery)).toEqual(['SMTP_URL']);
    expect(secretsOf(mailRetry)).toEqual(['SMTP_URL']);
    expect(secretsOf(site)).toEqual([]);
    expect(secretsOf(searchIndex)).toEqual([]);
  });
});
