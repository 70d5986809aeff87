/**
 * The journal's messages: each a plain-text part and an HTML part, every value escaped in the
 * HTML, signed with the journal's name and address, with a link back to the page it concerns.
 */
import { JOURNAL } from '@journal/common/constants';
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { adminPages } from '@journal/common/contracts/users-routes';
import { config } from '../config';
import { escapeHtml } from '../markup/escape';

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A value for the plain-text part and the subject: no line breaks smuggled into either. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const signature = [JOURNAL.title, ...JOURNAL.address];

/**
 * Paragraphs are lists of pieces: plain strings are the journal's own text, `{value}` pieces are
 * what someone typed, escaped in the HTML part.
 */
type Piece = string | { value: string };
type Paragraph = Piece[];

function compose(
  to: string,
  subject: string,
  greeting: string,
  paragraphs: Paragraph[],
  link: { label: string; url: string },
): ComposedMail {
  const asText = (p: Paragraph) => p.map((x) => (typeof x === 'string' ? x : oneLine(x.value))).join('');
  const asHtml = (p: Paragraph) =>
    p
      .map((x) =>
        typeof x === 'string' ? escapeHtml(x) : `<strong>${escapeHtml(oneLine(x.value))}</strong>`,
      )
      .join('');
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [asText(p), '']),
    `${link.label}: ${link.url}`,
    '',
    'With kind regards,',
    'The Editorial Office',
    ...signature,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Georgia, serif; color: #1f2933; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${asHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '<p>With kind regards,<br>The Editorial Office</p>',
    `<p style="font-size: 0.875em; color: #52606d">${signature.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: oneLine(subject), text, html };
}

const dashboardUrl = () => `${config.siteUrl}${submissionPages.dashboard.path({})}`;
const adminUrl = () => `${config.siteUrl}${adminPages.dashboard.path({})}`;

export interface SubmissionFacts {
  id: string;
  title: string;
  authorName: string;
  authorEmail: string;
}

export function submissionReceipt(s: SubmissionFacts): ComposedMail {
  return compose(
    s.authorEmail,
    `${JOURNAL.shortTitle}: we have received your manuscript`,
    `Dear ${oneLine(s.authorName)},`,
    [
      ['Thank you for submitting ', { value: s.title }, ` to the ${JOURNAL.title}.`],
      [
        'Your submission ID is ',
        { value: s.id },
        '. Please quote it in any correspondence about the manuscript.',
      ],
      [
        `The editors will consider it and write to you with their decision, usually within ${JOURNAL.reviewWeeks}. `,
        'You can follow its status on your dashboard at any time.',
      ],
    ],
    { label: 'Your submissions', url: dashboardUrl() },
  );
}

export function editorNotice(s: SubmissionFacts, editorEmail: string): ComposedMail {
  return compose(
    editorEmail,
    `${JOURNAL.shortTitle}: new submission awaiting a decision`,
    'Dear Editor,',
    [
      ['A new manuscript has arrived: ', { value: s.title }, '.'],
      ['Corresponding author: ', { value: s.authorName }, ' (', { value: s.authorEmail }, ').'],
      ['Submission ID: ', { value: s.id }, '.'],
    ],
    { label: 'Open the admin dashboard', url: adminUrl() },
  );
}

export function decisionNotice(s: SubmissionFacts, status: 'Approved' | 'Rejected'): ComposedMail {
  const approved = status === 'Approved';
  return compose(
    s.authorEmail,
    approved
      ? `${JOURNAL.shortTitle}: your manuscript has been accepted`
      : `${JOURNAL.shortTitle}: decision on your manuscript`,
    `Dear ${oneLine(s.authorName)},`,
    approved
      ? [
          [
            'We are pleased to tell you that the editors have accepted ',
            { value: s.title },
            ' (submission ',
            { value: s.id },
            ').',
          ],
          ['We will be in touch about its publication. Thank you for choosing the journal for your work.'],
        ]
      : [
          [
            'Thank you for giving us the opportunity to consider ',
            { value: s.title },
            ' (submission ',
            { value: s.id },
            ').',
          ],
          [
            'After careful consideration the editors have decided not to accept it for publication. ',
            'We are grateful for your interest in the journal and hope you will consider it for future work.',
          ],
        ],
    { label: 'Your submissions', url: dashboardUrl() },
  );
}

/** Where an article was published, as the message names it: "Volume 3 (2026), Issue 1". */
export interface PublishedFacts {
  placeName: string;
  articleUrl: string;
}

export function publicationNotice(s: SubmissionFacts, p: PublishedFacts): ComposedMail {
  return compose(
    s.authorEmail,
    `${JOURNAL.shortTitle}: your article is published`,
    `Dear ${oneLine(s.authorName)},`,
    [
      [
        'We are delighted to tell you that ',
        { value: s.title },
        ' is now published in ',
        { value: p.placeName },
        '.',
      ],
      [
        'It is open to every reader, with its abstract, its PDF and the citation details indexers read. ',
        'Thank you for publishing your work with the journal.',
      ],
    ],
    { label: 'Read your article', url: p.articleUrl },
  );
}

export function verificationMessage(to: string, name: string, link: string): ComposedMail {
  return compose(
    to,
    `${JOURNAL.shortTitle}: please verify your e-mail address`,
    `Dear ${oneLine(name)},`,
    [
      [`Welcome to the ${JOURNAL.title}.`],
      [
        'Please confirm that this address is yours by opening the link below. You can submit manuscripts once it is verified.',
      ],
      ['If you did not create an account, you can ignore this message.'],
    ],
    { label: 'Verify my e-mail address', url: link },
  );
}
