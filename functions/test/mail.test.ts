/**
 * The journal's mail path against a real SMTP server (smtp-server, in this process): a new
 * submission sends the author a receipt and the editor a notice; each real decision sends the
 * author one message and a repeated one sends nothing; a title with markup arrives escaped in
 * the HTML part; with SMTP down the outbox keeps the messages and delivers them, once, when it
 * is back, and the admin sees what is waiting and why, and can try a message again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UndeliveredMail } from '@journal/common/contracts/mail';
import { config } from '../src/config';
import { api, mailRetry, searchIndex, site } from '../src/index';
import { deliverDueMail, MAIL_COLLECTION, type MailDoc } from '../src/services/mail';
import { smtpCapture } from './fixtures/smtp-capture';
import { adminToken, bearer, createAuthor, db, signIn, useApi } from './harness';
import { postSubmission, readJson, submissionFields, submissionForm, submit } from './people-fixtures';

const urls = useApi();

const smtp = smtpCapture();
const suiteSmtp = process.env.SMTP_URL;
const to = smtp.to;

beforeAll(smtp.start);
afterAll(() => smtp.dispose(suiteSmtp));

async function decide(id: string, action: 'approve' | 'reject', token: string) {
  const res = await fetch(`${urls.api}/api/admin/submissions/${id}/${action}`, {
    method: 'PATCH',
    headers: bearer(token),
  });
  expect(res.status).toBe(200);
}

describe('mail about submissions', () => {
  it('sends the author a receipt and the editor a notice, with the title escaped in the HTML part', async () => {
    const author = await createAuthor(urls.api);
    smtp.clear();
    const title = 'Bridges <script>alert("x")</script> & "dams"';
    const id = await submit(urls.api, author.idToken, undefined, submissionFields({ paperTitle: title }));

    const receipt = to(author.email);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toBe('ZJEAS: we have received your manuscript');
    expect(receipt[0]!.text).toContain(id);
    expect(receipt[0]!.text).toContain(title);
    expect(receipt[0]!.text).toContain(`${config.siteUrl}/guidelines/author-guidelines/submission/dashboard`);
    expect(receipt[0]!.html).toContain(
      'Bridges &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;dams&quot;',
    );
    expect(receipt[0]!.html).not.toContain('<script>');
    expect(receipt[0]!.text).toContain('Lusaka, Zambia');

    const notice = to(config.adminEmail);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('ZJEAS: new submission awaiting a decision');
    expect(notice[0]!.text).toContain('Mutale Phiri');
    expect(notice[0]!.text).toContain(`${config.siteUrl}/admin/dashboard`);
    expect(notice[0]!.html).not.toContain('<script>');
    expect(notice[0]!.replyTo).toBe(config.adminEmail);
    expect(smtp.received).toHaveLength(2);
  });

  it('sends one message per approval and rejection, and none for a repeated decision', async () => {
    const author = await createAuthor(urls.api);
    const id = await submit(urls.api, author.idToken);
    const admin = await adminToken();
    smtp.clear();

    await decide(id, 'approve', admin);
    await decide(id, 'approve', admin);
    expect(to(author.email).map((m) => m.subject)).toEqual(['ZJEAS: your manuscript has been accepted']);

    await decide(id, 'reject', admin);
    await decide(id, 'reject', admin);
    expect(to(author.email).map((m) => m.subject)).toEqual([
      'ZJEAS: your manuscript has been accepted',
      'ZJEAS: decision on your manuscript',
    ]);
    expect(smtp.received).toHaveLength(2);
  });

  it('keeps the messages while SMTP is down and delivers them once when it is back', async () => {
    await smtp.stop();
    smtp.clear();
    const author = await createAuthor(urls.api);
    const id = await submit(urls.api, author.idToken);

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
    const later = new Date(Date.now() + 2 * 60_000);
    await deliverDueMail(later);
    await deliverDueMail(later);
    const mine = smtp.received.filter((m) => m.text.includes(id));
    expect(mine.map((m) => m.to[0]).sort()).toEqual([author.email, config.adminEmail].sort());
    expect(new Set(mine.map((m) => m.messageId)).size).toBe(2);

    const after = (await db.collection(MAIL_COLLECTION).where('to', '==', author.email).get()).docs
      .map((d) => d.data() as MailDoc)
      .filter((m) => m.text.includes(id));
    expect(after.map((m) => m.state)).toEqual(['sent']);
  });
});

describe('verified authors', () => {
  it('mails a verification link at sign-up; until it is opened, submitting answers 403', async () => {
    smtp.clear();
    const author = await createAuthor(urls.api, undefined, { verified: false });
    const [message, ...others] = to(author.email);
    expect(others).toHaveLength(0);
    expect(message!.subject).toBe('ZJEAS: please verify your e-mail address');
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
      headers: bearer(author.idToken),
    });
    expect(resend.status).toBe(200);
    expect(to(author.email)).toHaveLength(2);

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
  const undelivered = async (token: string) => {
    const res = await fetch(`${urls.api}/api/admin/mail`, { headers: bearer(token) });
    return { status: res.status, body: (await res.json()) as { data: UndeliveredMail[] } };
  };
  const retry = (id: string, token: string) =>
    fetch(`${urls.api}/api/admin/mail/${id}/retry`, { method: 'POST', headers: bearer(token) });

  it('lists a failed message with the reason SMTP gave; a retry delivers it once', async () => {
    await smtp.stop();
    const author = await createAuthor(urls.api);
    await submit(urls.api, author.idToken);
    const admin = await adminToken();

    const listed = await undelivered(admin);
    expect(listed.status).toBe(200);
    const mine = listed.body.data.filter(
      (m) => m.to === author.email && m.subject === 'ZJEAS: we have received your manuscript',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      state: 'pending',
      attempts: 1,
    });
    expect(mine[0]!.lastError).toMatch(/ECONNREFUSED/);
    expect(Date.parse(mine[0]!.nextAttemptAt!)).toBeGreaterThan(Date.now());
    // The outbox holds addresses and texts: it is the admin's alone.
    expect((await undelivered(author.idToken)).status).toBe(403);

    await smtp.start();
    smtp.clear();
    const res = await retry(mine[0]!._id, admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: UndeliveredMail }).data).toMatchObject({
      _id: mine[0]!._id,
      state: 'sent',
      lastError: null,
      nextAttemptAt: null,
    });
    expect(to(author.email)).toHaveLength(1);

    // A second click finds it sent and sends nothing.
    expect((await retry(mine[0]!._id, admin)).status).toBe(200);
    expect(to(author.email)).toHaveLength(1);
    expect((await undelivered(admin)).body.data.some((m) => m._id === mine[0]!._id)).toBe(false);
  });

  it('answers 404 for a message that does not exist', async () => {
    const res = await retry('no-such-message', await adminToken());
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

  it('reaches the two functions that send mail, and no other', () => {
    expect(secretsOf(api)).toEqual(['SMTP_URL']);
    expect(secretsOf(mailRetry)).toEqual(['SMTP_URL']);
    expect(secretsOf(site)).toEqual([]);
    expect(secretsOf(searchIndex)).toEqual([]);
  });
});
