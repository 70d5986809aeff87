/**
 * The journal's mail through the whole `npm start` stack, read from the maildev inbox that
 * `npm start` runs on 127.0.0.1:1080: a new author's verification message with a link that
 * really verifies the account (on the Auth emulator), then, for the paper that author submits,
 * the receipt to the author and the notice to the editor, the title escaped in the HTML part.
 */
import { expect, test } from './support/test';
import { messageTo, verificationLink } from './support/mail-inbox';
import { ADMIN, authRest, run } from './support/stack-api';

test('a new author is sent a working verification link, then a receipt, and the editor hears of the paper', async ({
  request,
}) => {
  const email = `mailed-${run}@example.test`;
  const password = 'mail-pass-1';
  const username = `mailed-${run}`;
  const account = await authRest('accounts:signUp', email, password);
  expect(
    (await request.post('/api/auth/signup', { data: { idToken: account.idToken, username } })).status(),
  ).toBe(201);

  const verification = await messageTo(email, 'please verify your e-mail address');
  expect(verification.text).toContain(`Dear ${username},`);
  expect((await fetch(verificationLink(verification))).ok).toBe(true);

  const { idToken } = await authRest('accounts:signInWithPassword', email, password);
  const title = `Grid <b>reliability</b> & rural clinics ${run}`;
  const submitted = await request.post('/api/submissions', {
    headers: { Authorization: `Bearer ${idToken}` },
    multipart: {
      correspondingAuthor: 'Chanda Mwale',
      authorEmail: email,
      authorAffiliation: 'University of the Zambezi',
      authorCountry: 'Zambia',
      coAuthors: '[]',
      paperTitle: title,
      paperAbstract: 'How often the lights stay on in clinics served by mini-grids.',
      keywords: 'mini-grids, clinics, reliability',
      paperType: 'research',
      subjectArea: 'other',
      copyrightAgreement: 'true',
      ethicsAgreement: 'true',
      manuscriptFile: {
        name: 'clinics.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1'),
      },
    },
  });
  expect(submitted.status()).toBe(201);
  const { submissionId } = (await submitted.json()) as { submissionId: string };

  const receipt = await messageTo(email, 'we have received your manuscript');
  expect(receipt.text).toContain(submissionId);
  expect(receipt.html).toContain('Grid &lt;b&gt;reliability&lt;/b&gt; &amp; rural clinics');
  expect(receipt.html).not.toContain('<b>reliability</b>');

  const notice = await messageTo(ADMIN.email, 'new submission awaiting a decision', title);
  expect(notice.html).toContain('Grid &lt;b&gt;reliability&lt;/b&gt;');
});
