import { Link } from 'react-router-dom';
import { MANUSCRIPT_EXTENSIONS, MAX_MANUSCRIPT_BYTES } from '@journal/common/contracts/files';
import { JOURNAL, PAPER_TYPES, type PaperType } from '@journal/common/constants';
import { linkClass } from '../../../lib/ui/text-link';
import { BulletList, Paragraph, Section, SubSection } from './content-page';
import { SubmissionReviewProcess } from './submission-review-process';

const SUGGESTED_LENGTH: Record<PaperType, string> = {
  research: 'usually 4,000 to 8,000 words',
  review: 'up to about 10,000 words, with a comprehensive reference list',
  case: 'usually 3,000 to 6,000 words',
  short: 'no more than about 3,000 words, with up to four figures or tables',
};

/**
 * The text of the submission guidelines page, from h2 down. The page that shows it owns the
 * h1, the 'Click Here to Publish With Us' button and the login modal.
 */
export function SubmissionGuidelinesContent() {
  const fileTypes = new Intl.ListFormat('en', { type: 'disjunction' }).format(
    MANUSCRIPT_EXTENSIONS.map((ext) => ext.toUpperCase()),
  );
  const maxMegabytes = MAX_MANUSCRIPT_BYTES / (1024 * 1024);
  const peerReview = JOURNAL.peerReview.toLowerCase();

  return (
    <>
      <Section title="Before you submit">
        <Paragraph>
          Please make sure your manuscript fits the{' '}
          <Link to="/guidelines/author-guidelines/aims-scope" className={linkClass()}>
            aims and scope
          </Link>{' '}
          of the journal, that it has not been published or submitted elsewhere, and that all co-authors have
          approved it. Submissions are made online through a short form. You need an account to submit: choose
          &lsquo;Click Here to Publish With Us&rsquo; on this page to sign up or log in. Submitting and
          publishing are free of charge.
        </Paragraph>
      </Section>

      <Section title="Types of paper">
        <Paragraph>Select one of these types in the submission form:</Paragraph>
        <BulletList
          items={(Object.keys(PAPER_TYPES) as PaperType[]).map((type) => (
            <>
              <strong>{PAPER_TYPES[type]}:</strong> {SUGGESTED_LENGTH[type]}.
            </>
          ))}
        />
        <Paragraph>
          Lengths are guidance, counted without references and appendices; the editors may accept longer
          papers when the content justifies it.
        </Paragraph>
      </Section>

      <Section title="Preparing your manuscript">
        <SubSection title="Anonymise the file">
          <Paragraph>
            The journal uses {peerReview} peer review, so the manuscript file must not reveal who wrote it.
            Remove author names, affiliations, acknowledgements and funding details, refer to your own earlier
            work in the third person, and clear your name from the document properties. You enter author
            details in the submission form instead; they are added back to the paper after acceptance.
          </Paragraph>
        </SubSection>
        <SubSection title="Layout">
          <BulletList
            items={[
              'English, with British or American spelling used consistently.',
              'A4 page, single column, 12-point font, 1.5 line spacing and margins of 2.5 cm.',
              'Numbered pages, and numbered lines if your word processor supports them, to help reviewers refer to the text.',
              'Headings numbered (1, 1.1, 1.1.1) and no deeper than three levels.',
              'SI units throughout.',
            ]}
          />
        </SubSection>
        <SubSection title="Title, abstract and keywords">
          <Paragraph>
            Give a concise, specific title. The abstract must not exceed {JOURNAL.abstractWordsForm} words and
            should state the problem, the approach, the main results and the conclusions without references or
            undefined abbreviations. Add {JOURNAL.keywordsMin} to {JOURNAL.keywordsMax} keywords. The title,
            abstract and keywords are also entered in the submission form; keep them identical to those in the
            file.
          </Paragraph>
        </SubSection>
        <SubSection title="Structure">
          <Paragraph>
            Research articles normally contain an introduction, materials and methods, results, discussion and
            conclusions, followed by a data availability statement, a conflict of interest statement and the
            references. Other paper types may use headings that suit their content. Our{' '}
            <Link to="/guidelines/writing-tips" className={linkClass()}>
              writing tips
            </Link>{' '}
            explain what makes each part effective.
          </Paragraph>
        </SubSection>
        <SubSection title="Figures, tables and equations">
          <Paragraph>
            Place figures and tables in the text close to where they are first mentioned, numbered in order
            and with a descriptive caption. Figures should be sharp (at least 300 dpi) and legible in
            greyscale; tables should be editable, not pasted as images. Write equations with an equation
            editor and number them consecutively.
          </Paragraph>
        </SubSection>
        <SubSection title="References">
          <Paragraph>
            Use the IEEE style: cite sources with numbers in square brackets, such as [1], in the order they
            appear, and list them in that order at the end. Give full details, including a DOI where one
            exists, and make sure every source cited in the text is in the list and vice versa.
          </Paragraph>
        </SubSection>
        <SubSection title="Originality">
          <Paragraph>
            Manuscripts are checked for similarity to published work. The similarity index must not exceed{' '}
            {JOURNAL.similarityLimitPercent}%; see{' '}
            <Link to="/guidelines/author-guidelines/open-access-ethics" className={linkClass()}>
              open access and ethics
            </Link>{' '}
            for our full policy.
          </Paragraph>
        </SubSection>
      </Section>

      <Section title="File requirements">
        <Paragraph>
          Upload the whole manuscript, with its figures and tables, as a single {fileTypes} file of no more
          than {maxMegabytes} MB. If your file is larger, reduce the resolution of photographs or save the
          document as PDF. Supplementary material that does not fit in the file can be described in the
          manuscript and sent later on request.
        </Paragraph>
      </Section>

      <Section title="Completing the submission form">
        <BulletList
          ordered
          items={[
            'Enter the corresponding author’s name, affiliation and country. The e-mail address is taken from your account and is where all messages about the manuscript will be sent.',
            'Add each co-author with their name, affiliation, e-mail address and country, in the order they should appear on the paper.',
            `Enter the paper title and abstract (at most ${JOURNAL.abstractWordsForm} words), and ${JOURNAL.keywordsMin} to ${JOURNAL.keywordsMax} keywords separated by commas.`,
            'Choose the paper type and the subject area closest to your work.',
            'Attach the anonymised manuscript file.',
            'Confirm the copyright statement (you agree to publication under the journal’s open licence) and the ethics statement (the work is original, not under review elsewhere and meets our ethics policy).',
            'Submit, and note the submission ID that appears. Quote it in all correspondence.',
          ]}
        />
      </Section>

      <SubmissionReviewProcess />
    </>
  );
}
