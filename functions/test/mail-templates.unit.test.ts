/**
 * The journal's messages (src/services/mail-templates.ts), word for word: each has a subject, a
 * plain-text part and an HTML part, links back to the page it concerns at SITE_URL, and is
 * signed with the journal's address. What someone typed (a name, a title) is escaped in the
 * HTML part and kept on one line in both, so that it can neither add markup nor lines.
 * functions/test/mail.test.ts proves which request sends which message.
 */
import { describe, expect, it } from 'vitest';
import {
  decisionNotice,
  editorNotice,
  publicationNotice,
  submissionReceipt,
  verificationMessage,
  type SubmissionFacts,
} from '../src/services/mail-templates';

const SITE = 'https://journal.example.edu';
const DASHBOARD = `${SITE}/guidelines/author-guidelines/submission/dashboard`;
const SIGNATURE = [
  'Zambezi Journal of Engineering and Applied Sciences',
  'School of Engineering',
  'University of the Zambezi',
  'Great East Road Campus',
  'P.O. Box 32379',
  'Lusaka, Zambia',
];
const CLOSING = ['With kind regards,', 'The Editorial Office', ...SIGNATURE, ''];
const HTML_SIGNATURE = `<p style="font-size: 0.875em; color: #52606d">${SIGNATURE.join('<br>')}</p>`;

const submission: SubmissionFacts = {
  id: 'Ab3dE9',
  title: 'Bridges <script>alert("x")</script> & "dams"',
  authorName: "Ngozi O'Brien",
  authorEmail: 'ngozi@example.test',
};
const ESCAPED_TITLE = 'Bridges &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;dams&quot;';

/** The HTML part's paragraphs, without the head and the fixed closing. */
const paragraphs = (html: string) => html.split('\n').filter((line) => line.startsWith('<p>'));

describe('the receipt of a submission', () => {
  const mail = submissionReceipt(submission);

  it('goes to the author with its subject', () => {
    expect(mail.to).toBe('ngozi@example.test');
    expect(mail.subject).toBe('ZJEAS: we have received your manuscript');
  });

  it('is this text', () => {
    expect(mail.text).toBe(
      [
        "Dear Ngozi O'Brien,",
        '',
        'Thank you for submitting Bridges <script>alert("x")</script> & "dams" to the Zambezi Journal of Engineering and Applied Sciences.',
        '',
        'Your submission ID is Ab3dE9. Please quote it in any correspondence about the manuscript.',
        '',
        'The editors will consider it and write to you with their decision, usually within 4-6 weeks. You can follow its status on your dashboard at any time.',
        '',
        `Your submissions: ${DASHBOARD}`,
        '',
        ...CLOSING,
      ].join('\n'),
    );
  });

  it('is this HTML, with the typed values escaped', () => {
    expect(mail.html).toBe(
      [
        '<!doctype html><html lang="en"><head><meta charset="utf-8">',
        '<title>ZJEAS: we have received your manuscript</title></head>',
        '<body style="font-family: Georgia, serif; color: #1f2933; line-height: 1.5">',
        '<p>Dear Ngozi O&#39;Brien,</p>',
        `<p>Thank you for submitting <strong>${ESCAPED_TITLE}</strong> to the Zambezi Journal of Engineering and Applied Sciences.</p>`,
        '<p>Your submission ID is <strong>Ab3dE9</strong>. Please quote it in any correspondence about the manuscript.</p>',
        '<p>The editors will consider it and write to you with their decision, usually within 4-6 weeks. You can follow its status on your dashboard at any time.</p>',
        `<p><a href="${DASHBOARD}">Your submissions</a></p>`,
        '<p>With kind regards,<br>The Editorial Office</p>',
        HTML_SIGNATURE,
        '</body></html>',
      ].join('\n'),
    );
  });
});

describe("the editor's notice", () => {
  const mail = editorNotice(
    { ...submission, authorName: 'Chileshe <b>Mwansa</b>', authorEmail: 'c&m@example.test' },
    'editor@journal.test',
  );

  it('goes to the editor and links to the admin dashboard', () => {
    expect([mail.to, mail.subject]).toEqual([
      'editor@journal.test',
      'ZJEAS: new submission awaiting a decision',
    ]);
    expect(mail.text.split('\n').slice(0, 10)).toEqual([
      'Dear Editor,',
      '',
      'A new manuscript has arrived: Bridges <script>alert("x")</script> & "dams".',
      '',
      'Corresponding author: Chileshe <b>Mwansa</b> (c&m@example.test).',
      '',
      'Submission ID: Ab3dE9.',
      '',
      `Open the admin dashboard: ${SITE}/admin/dashboard`,
      '',
    ]);
  });

  it("escapes the author's name and address in the HTML", () => {
    expect(paragraphs(mail.html).slice(1, 4)).toEqual([
      `<p>A new manuscript has arrived: <strong>${ESCAPED_TITLE}</strong>.</p>`,
      '<p>Corresponding author: <strong>Chileshe &lt;b&gt;Mwansa&lt;/b&gt;</strong> (<strong>c&amp;m@example.test</strong>).</p>',
      '<p>Submission ID: <strong>Ab3dE9</strong>.</p>',
    ]);
  });
});

describe('the decision', () => {
  it('on acceptance', () => {
    const mail = decisionNotice(submission, 'Approved');
    expect([mail.to, mail.subject]).toEqual([
      'ngozi@example.test',
      'ZJEAS: your manuscript has been accepted',
    ]);
    expect(mail.text.split('\n').slice(2, 7)).toEqual([
      'We are pleased to tell you that the editors have accepted Bridges <script>alert("x")</script> & "dams" (submission Ab3dE9).',
      '',
      'We will be in touch about its publication. Thank you for choosing the journal for your work.',
      '',
      `Your submissions: ${DASHBOARD}`,
    ]);
  });

  it('on rejection', () => {
    const mail = decisionNotice(submission, 'Rejected');
    expect(mail.subject).toBe('ZJEAS: decision on your manuscript');
    expect(mail.text.split('\n').slice(2, 7)).toEqual([
      'Thank you for giving us the opportunity to consider Bridges <script>alert("x")</script> & "dams" (submission Ab3dE9).',
      '',
      'After careful consideration the editors have decided not to accept it for publication. We are grateful for your interest in the journal and hope you will consider it for future work.',
      '',
      `Your submissions: ${DASHBOARD}`,
    ]);
    expect(paragraphs(mail.html)[1]).toBe(
      `<p>Thank you for giving us the opportunity to consider <strong>${ESCAPED_TITLE}</strong> (submission <strong>Ab3dE9</strong>).</p>`,
    );
  });
});

describe('the notice of publication', () => {
  const articleUrl = `${SITE}/archives/volume-3/issue-1/bridges?from=mail&x="y"`;
  const mail = publicationNotice(submission, { placeName: 'Volume 3 (2026), Issue 1', articleUrl });

  it('names where the article is and links to it', () => {
    expect(mail.subject).toBe('ZJEAS: your article is published');
    expect(mail.text.split('\n').slice(2, 7)).toEqual([
      'We are delighted to tell you that Bridges <script>alert("x")</script> & "dams" is now published in Volume 3 (2026), Issue 1.',
      '',
      'It is open to every reader, with its abstract, its PDF and the citation details indexers read. Thank you for publishing your work with the journal.',
      '',
      `Read your article: ${articleUrl}`,
    ]);
  });

  it('escapes the link in its attribute', () => {
    expect(paragraphs(mail.html)).toContain(
      `<p><a href="${SITE}/archives/volume-3/issue-1/bridges?from=mail&amp;x=&quot;y&quot;">Read your article</a></p>`,
    );
  });
});

describe('the verification message', () => {
  const link = 'https://journal.example.edu/__/auth/action?mode=verifyEmail&oobCode=A1b2&lang=en';
  const mail = verificationMessage('mutale@example.test', 'Mutale <Phiri>', link);

  it('welcomes the author and gives the link as it is in the text', () => {
    expect([mail.to, mail.subject]).toEqual([
      'mutale@example.test',
      'ZJEAS: please verify your e-mail address',
    ]);
    expect(mail.text).toBe(
      [
        'Dear Mutale <Phiri>,',
        '',
        'Welcome to the Zambezi Journal of Engineering and Applied Sciences.',
        '',
        'Please confirm that this address is yours by opening the link below. You can submit manuscripts once it is verified.',
        '',
        'If you did not create an account, you can ignore this message.',
        '',
        `Verify my e-mail address: ${link}`,
        '',
        ...CLOSING,
      ].join('\n'),
    );
  });

  it('escapes the name and the link in the HTML', () => {
    expect(paragraphs(mail.html)[0]).toBe('<p>Dear Mutale &lt;Phiri&gt;,</p>');
    expect(paragraphs(mail.html)).toContain(
      '<p><a href="https://journal.example.edu/__/auth/action?mode=verifyEmail&amp;oobCode=A1b2&amp;lang=en">Verify my e-mail address</a></p>',
    );
  });
});

describe('a typed value with line breaks', () => {
  it('stays on one line in both parts, so that it cannot add lines to the message', () => {
    const mail = submissionReceipt({
      ...submission,
      authorName: 'Ngozi\r\nBcc: everyone@example.test\n\n',
      title: 'Line one\n\nLine\ttwo',
    });
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'Dear Ngozi Bcc: everyone@example.test,',
      '',
      'Thank you for submitting Line one Line two to the Zambezi Journal of Engineering and Applied Sciences.',
    ]);
    expect(paragraphs(mail.html).slice(0, 2)).toEqual([
      '<p>Dear Ngozi Bcc: everyone@example.test,</p>',
      '<p>Thank you for submitting <strong>Line one Line two</strong> to the Zambezi Journal of Engineering and Applied Sciences.</p>',
    ]);
  });
});
