import { Link } from 'react-router-dom';
import { MANUSCRIPT_EXTENSIONS, MAX_MANUSCRIPT_BYTES } from '@journal/common/contracts/files';
import { JOURNAL, PAPER_TYPES, SUBJECT_AREAS } from '@journal/common/constants';
import { buttonClass } from '../../../lib/ui/button';
import { linkClass } from '../../../lib/ui/text-link';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';
import { GuidelinesLinkList } from './guidelines-links';
import styles from './author-guidelines-page.module.css';

const SUBMISSION_PATH = '/guidelines/author-guidelines/submission';
const list = (items: readonly string[]) => new Intl.ListFormat('en').format(items);

export function AuthorGuidelinesPage() {
  const fileTypes = list(MANUSCRIPT_EXTENSIONS.map((ext) => ext.toUpperCase()));
  const subjectAreas = Object.entries(SUBJECT_AREAS)
    .filter(([key]) => key !== 'other')
    .map(([, label]) => label);

  return (
    <ContentPage
      title="Author Guidelines"
      lead={`Everything you need to prepare, submit and publish a paper in the ${JOURNAL.title}. Read this overview first, then follow the links for the details.`}
    >
      <Section title="The guidelines">
        <Paragraph>
          The author guidelines are divided into the following pages. Please read the submission guidelines
          and the open access and ethics policy before you submit; both are part of the agreement you accept
          in the submission form.
        </Paragraph>
        <GuidelinesLinkList />
      </Section>

      <Section title="Key facts for authors">
        <BulletList
          items={[
            <>
              <strong>Paper types:</strong> {list(Object.values(PAPER_TYPES))}.
            </>,
            <>
              <strong>Subject areas:</strong> {list(subjectAreas)}, and related fields of applied science.
            </>,
            <>
              <strong>Manuscript file:</strong> one {fileTypes} file of at most{' '}
              {MAX_MANUSCRIPT_BYTES / (1024 * 1024)} MB, anonymised for review.
            </>,
            <>
              <strong>Abstract and keywords:</strong> an abstract of at most {JOURNAL.abstractWordsForm} words
              (about {JOURNAL.abstractWordsTips} is ideal) and {JOURNAL.keywordsMin} to {JOURNAL.keywordsMax}{' '}
              keywords.
            </>,
            <>
              <strong>Originality:</strong> a similarity index of at most {JOURNAL.similarityLimitPercent}%.
            </>,
            <>
              <strong>Peer review:</strong> {JOURNAL.peerReview.toLowerCase()}, taking {JOURNAL.reviewWeeks}{' '}
              on average.
            </>,
            <>
              <strong>Fees:</strong> none, neither for submission nor for publication.
            </>,
            <>
              <strong>Licence:</strong> open access under {JOURNAL.licence}; authors keep their copyright.
            </>,
            <>
              <strong>Frequency:</strong> {JOURNAL.frequency.toLowerCase()} issues.
            </>,
          ]}
        />
      </Section>

      <Section title="From submission to publication">
        <BulletList
          ordered
          items={[
            <>
              <strong>Prepare</strong> your manuscript following the submission guidelines and our{' '}
              <Link to="/guidelines/writing-tips" className={linkClass()}>
                writing tips
              </Link>
              , and remove all author details from the file.
            </>,
            <>
              <strong>Create an account</strong> on the submission page, or log in if you already have one.
            </>,
            <>
              <strong>Submit</strong> through the online form. You receive a submission ID at once and can
              follow your manuscript on the author dashboard.
            </>,
            <>
              <strong>Editorial check.</strong> The editors confirm that the paper is within scope and meets
              our requirements, and reply within {JOURNAL.editorialReplyWeeks}.
            </>,
            <>
              <strong>Peer review</strong> by independent experts, followed by the editor&apos;s decision:
              Accept, Minor Revision, Major Revision or Reject.
            </>,
            <>
              <strong>Revision</strong>, if requested, with a letter answering each comment.
            </>,
            <>
              <strong>Publication</strong> in the next {JOURNAL.frequency.toLowerCase()} issue, free to read
              for everyone.
            </>,
          ]}
        />
        <Link
          to={SUBMISSION_PATH}
          className={buttonClass({ variant: 'contained', size: 'large' }, styles.submissionButton)}
        >
          Read the submission guidelines
        </Link>
      </Section>

      <Section title="Need help?">
        <Paragraph>
          Answers to common questions are collected in the{' '}
          <Link to="/faqs" className={linkClass()}>
            FAQs
          </Link>
          . For anything else, write to the editorial office at{' '}
          <a href={`mailto:${JOURNAL.contactEmail}`} className={linkClass()}>
            {JOURNAL.contactEmail}
          </a>
          .
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
