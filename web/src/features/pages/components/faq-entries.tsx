import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MANUSCRIPT_EXTENSIONS, MAX_MANUSCRIPT_BYTES } from '@journal/common/contracts/files';
import { JOURNAL, PAPER_TYPES } from '@journal/common/constants';
import { linkClass } from '../../../lib/ui/text-link';

export type Faq = { id: string; question: string; answer: ReactNode };
type FaqGroup = { title: string; faqs: Faq[] };

const SUBMISSION_PATH = '/guidelines/author-guidelines/submission';
const fileTypes = new Intl.ListFormat('en', { type: 'disjunction' }).format(
  MANUSCRIPT_EXTENSIONS.map((ext) => ext.toUpperCase()),
);
const maxMegabytes = MAX_MANUSCRIPT_BYTES / (1024 * 1024);

export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Submitting a manuscript',
    faqs: [
      {
        id: 'how-to-submit',
        question: 'How do I submit a manuscript?',
        answer: (
          <>
            Open the{' '}
            <Link to={SUBMISSION_PATH} className={linkClass()}>
              submission guidelines
            </Link>{' '}
            and choose &lsquo;Click Here to Publish With Us&rsquo;. Sign up with your e-mail address and a
            password (or log in if you already have an account), then select New Submission on your dashboard.
            Fill in the form with your details, co-authors, title, abstract, keywords, paper type and subject
            area, attach your manuscript, accept the copyright and ethics statements and submit. You will see
            a submission ID straight away; please quote it whenever you write to us.
          </>
        ),
      },
      {
        id: 'what-to-publish',
        question: 'What kinds of papers does the journal publish?',
        answer: (
          <>
            Four types of paper, all in engineering and the applied sciences:{' '}
            {new Intl.ListFormat('en').format(Object.values(PAPER_TYPES))}. See the{' '}
            <Link to="/guidelines/author-guidelines/aims-scope" className={linkClass()}>
              aims and scope
            </Link>{' '}
            for the subject areas we cover.
          </>
        ),
      },
      {
        id: 'file-format',
        question: 'Which file formats are accepted, and how large can the file be?',
        answer: `Upload your manuscript as a single ${fileTypes} file of at most ${maxMegabytes} MB. Embed figures and tables in the document; if the file is too large, compress the images before uploading.`,
      },
      {
        id: 'abstract-keywords',
        question: 'How long should the abstract be, and how many keywords do I need?',
        answer: `The abstract may be up to ${JOURNAL.abstractWordsForm} words, although we recommend aiming for about ${JOURNAL.abstractWordsTips}. Give between ${JOURNAL.keywordsMin} and ${JOURNAL.keywordsMax} keywords, separated by commas.`,
      },
      {
        id: 'elsewhere',
        question: 'Can I submit a paper that is under review at another journal?',
        answer:
          'No. A manuscript submitted to us must not be published or under consideration anywhere else. A preprint on a public server or a thesis in a university repository is fine; please mention it when you submit.',
      },
    ],
  },
  {
    title: 'Review and decisions',
    faqs: [
      {
        id: 'review-time',
        question: 'How long does the review take?',
        answer: `The editorial office replies within ${JOURNAL.editorialReplyWeeks} of submission, either to say that the manuscript has gone out for review or to explain why it has not. Peer review itself takes ${JOURNAL.reviewWeeks} on average. Reviewers are asked to return their reports within ${JOURNAL.reviewerWeeks}, and the editor then needs a little time to reach a decision.`,
      },
      {
        id: 'review-model',
        question: 'What kind of peer review do you use?',
        answer: `${JOURNAL.peerReview} review. Reviewers do not know who wrote the manuscript and authors do not learn who reviewed it, so please remove your names, affiliations and self-identifying references from the manuscript file.`,
      },
      {
        id: 'track-status',
        question: 'How can I follow the status of my submission?',
        answer: (
          <>
            Log in and open your{' '}
            <Link to={`${SUBMISSION_PATH}/dashboard`} className={linkClass()}>
              author dashboard
            </Link>
            . It lists every manuscript you have submitted with its ID, date and status: Pending while it is
            being checked, reviewed or revised, Approved once it is accepted for publication, and Rejected if
            it will not be published. Decision letters, reviewers&apos; comments and revision requests are
            sent to the corresponding author by e-mail.
          </>
        ),
      },
      {
        id: 'outcomes',
        question: 'What decisions can the editor make?',
        answer:
          'Accept, Minor Revision, Major Revision or Reject. After a major revision, or a decision to revise and resubmit, the revised paper usually goes back to the reviewers. Every decision comes with the reasons behind it.',
      },
    ],
  },
  {
    title: 'Costs, licence and publication',
    faqs: [
      {
        id: 'fees',
        question: 'Are there any fees?',
        answer: (
          <>
            No. There is no submission fee, no article processing charge and no page or colour charge. The{' '}
            {JOURNAL.publisher} covers the cost of publishing. Read more on the{' '}
            <Link to="/guidelines/author-guidelines/publication-charge" className={linkClass()}>
              publication charge
            </Link>{' '}
            page.
          </>
        ),
      },
      {
        id: 'licence',
        question: 'Who owns the copyright, and how can others use my article?',
        answer: (
          <>
            You keep the copyright. Articles are published open access under the{' '}
            <a href={JOURNAL.licenceUrl} rel="license" className={linkClass()}>
              {JOURNAL.licence}
            </a>{' '}
            licence, so anyone may read, download, share and adapt them as long as they credit the authors and
            the journal.
          </>
        ),
      },
      {
        id: 'similarity',
        question: 'Do you check for plagiarism?',
        answer: (
          <>
            Yes. Every submission is checked with similarity-detection software, and the overall similarity
            index must not exceed {JOURNAL.similarityLimitPercent}%. Manuscripts above that limit, or with
            copied passages from a single source, are returned to the authors. See{' '}
            <Link to="/guidelines/author-guidelines/open-access-ethics" className={linkClass()}>
              open access and ethics
            </Link>
            .
          </>
        ),
      },
      {
        id: 'frequency',
        question: 'How often is the journal published?',
        answer: `${JOURNAL.frequency}. Accepted papers appear in the next available issue.`,
      },
      {
        id: 'issn-doi',
        question: 'Does the journal have an ISSN, and do articles get DOIs?',
        answer: `Both are being arranged and are listed as ‘${JOURNAL.issn}’ for now. Once the ISSN is assigned and DOI registration is in place, they will be shown on the journal pages and on every article, including those already published.`,
      },
    ],
  },
];
