import { Link } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { linkClass } from '../../../lib/ui/text-link';
import { BulletList, ContentPage, Paragraph, Section, SubSection } from './content-page';

const RECOMMENDATIONS = [
  {
    label: 'Accept',
    meaning: 'The paper can be published as it stands, apart from trivial corrections.',
  },
  {
    label: 'Minor Revision',
    meaning:
      'The work is sound; small changes to the text, figures or references are needed, and the editor can usually check them without sending the paper back to you.',
  },
  {
    label: 'Major Revision',
    meaning:
      'The paper could become publishable, but needs substantial work such as further analysis, additional experiments or a restructured argument. You will normally be asked to review the revised version.',
  },
  {
    label: 'Reject',
    meaning:
      'The paper has fundamental flaws, adds too little to existing knowledge, or falls outside the scope of the journal.',
  },
];

export function ReviewerGuidelinesPage() {
  const peerReview = JOURNAL.peerReview.toLowerCase();
  return (
    <ContentPage
      title="Reviewer Guidelines"
      lead={`Thank you for reviewing for the ${JOURNAL.title}. Careful, fair and timely reviews are what make a journal worth reading. This page is guidance on what we ask of reviewers and how to write a report that helps both the editor and the authors.`}
    >
      <Section title="How review works at the journal">
        <Paragraph>
          The journal uses {peerReview} peer review. Reviewers do not know the identity of the authors, and
          authors are never told who reviewed their paper. An associate editor invites two or more reviewers
          for each manuscript, reads their reports and recommends a decision to the Editor-in-Chief, who makes
          the final decision. Invitations, manuscripts and reports are exchanged by e-mail with the editorial
          office.
        </Paragraph>
        <Paragraph>
          To keep the process anonymous, please do not try to find out who wrote the paper. If you believe you
          know the authors, tell the editor, who will decide whether another reviewer is needed. Keep your own
          name out of your report, and remove it from the properties of any file you return.
        </Paragraph>
      </Section>

      <Section title="Before you accept an invitation">
        <BulletList
          items={[
            'Check that the manuscript falls within your expertise. It is fine to review only part of a paper, such as the statistics or a numerical model, if you tell the editor.',
            `Make sure you can return your report within ${JOURNAL.reviewerWeeks}. If you need more time, ask before you accept rather than after the deadline.`,
            'Declare any conflict of interest: a recent collaboration with or supervision of the authors, work at the same institution, a competing project or a financial interest in the results. If in doubt, ask the editor.',
            'If you must decline, please reply promptly and, if you can, suggest another qualified reviewer.',
          ]}
        />
      </Section>

      <Section title="Confidentiality">
        <Paragraph>
          A manuscript under review is a confidential document. Do not share it, discuss it with others or use
          its data or ideas in your own work before it is published. If you would like a student or colleague
          to help with the review, ask the editor first and name them in your confidential comments. Do not
          upload any part of the manuscript or of your report to generative AI tools or other online services,
          because that would disclose unpublished work. Delete your copy once the review is complete.
        </Paragraph>
      </Section>

      <Section title="What to assess">
        <BulletList
          items={[
            <>
              <strong>Originality and significance:</strong> does the paper add something new and useful to
              its field?
            </>,
            <>
              <strong>Fit with the journal:</strong> is it within the{' '}
              <Link to="/guidelines/author-guidelines/aims-scope" className={linkClass()}>
                aims and scope
              </Link>
              ?
            </>,
            <>
              <strong>Methods:</strong> are they appropriate, correctly applied and described in enough detail
              to be repeated?
            </>,
            <>
              <strong>Results:</strong> are the data sufficient and the analysis sound? Are uncertainties
              reported, and are the statistics appropriate?
            </>,
            <>
              <strong>Conclusions:</strong> do they follow from the evidence, and are limitations
              acknowledged?
            </>,
            <>
              <strong>Presentation:</strong> are the title, abstract, figures and tables clear and accurate,
              and is the paper well organised?
            </>,
            <>
              <strong>References:</strong> is relevant recent work cited and fairly represented?
            </>,
            <>
              <strong>Ethics:</strong> do you have concerns about plagiarism, duplicate publication, data
              manipulation or the treatment of research participants?
            </>,
          ]}
        />
      </Section>

      <Section title="Writing your report">
        <SubSection title="Summary">
          <Paragraph>
            Start with a few sentences summarising the paper and its main claims in your own words. This shows
            the authors and the editor how you understood the work, and misunderstandings are often a sign
            that the paper itself is unclear.
          </Paragraph>
        </SubSection>
        <SubSection title="Major and minor comments">
          <Paragraph>
            List the major issues first: problems with the design, methods, analysis or interpretation that
            affect the conclusions. Then give minor comments, such as unclear passages, errors in figures or
            missing references. Number your comments and refer to page, line, figure or equation numbers, so
            that the authors can answer each point.
          </Paragraph>
        </SubSection>
        <SubSection title="Confidential comments to the editor">
          <Paragraph>
            Use these for anything the authors should not see, such as a suspected ethical problem or a
            conflict of interest. Your recommendation itself belongs here too; please do not state it in the
            comments for the authors.
          </Paragraph>
        </SubSection>
        <SubSection title="Tone">
          <Paragraph>
            Be specific, constructive and courteous. Criticise the work, never the authors, and explain how a
            weakness could be fixed. Do not ask authors to cite your own papers unless they are genuinely
            needed. Many of our authors write in a second or third language; point out passages that are hard
            to follow, but judge the science rather than the English.
          </Paragraph>
        </SubSection>
      </Section>

      <Section title="Your recommendation">
        <Paragraph>Please recommend one of the following outcomes:</Paragraph>
        <BulletList
          items={RECOMMENDATIONS.map((item) => (
            <>
              <strong>{item.label}.</strong> {item.meaning}
            </>
          ))}
        />
        <Paragraph>
          The editor weighs all reports before deciding and may reach a different conclusion from an
          individual reviewer, for example by asking the authors to revise and resubmit. You will be told the
          final decision, and we are glad to share the other reviewers&apos; anonymous comments if you would
          like to see them.
        </Paragraph>
      </Section>

      <Section title="Reviewing a revised manuscript">
        <Paragraph>
          When a revised paper comes back to you, read the authors&apos; response letter alongside the new
          version. Check whether each of your points has been addressed or convincingly answered, and avoid
          raising new issues that you could have raised the first time, unless the changes have introduced
          them.
        </Paragraph>
      </Section>

      <Section title="Recognition and joining the reviewer pool">
        <Paragraph>
          We thank our reviewers by name once a year, without linking them to any manuscript, and provide a
          certificate of reviewing on request. If you would like to review for the journal, send a short CV
          and a list of your areas of expertise to{' '}
          <a href={`mailto:${JOURNAL.contactEmail}`} className={linkClass()}>
            {JOURNAL.contactEmail}
          </a>
          .
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
