import { Link } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { linkClass } from '../../../lib/ui/text-link';
import { BulletList, Paragraph, Section } from './content-page';

const DECISIONS = [
  {
    label: 'Accept',
    meaning: 'The paper is accepted as it stands, apart from minor editorial corrections.',
  },
  {
    label: 'Minor Revision',
    meaning:
      'The paper will be accepted once small changes are made. Revisions are normally due within two weeks and are checked by the editor.',
  },
  {
    label: 'Major Revision',
    meaning:
      'Substantial changes are needed before the paper can be accepted. Revisions are normally due within six weeks and usually go back to the reviewers.',
  },
  {
    label: 'Revise and resubmit',
    meaning:
      'The work is promising but needs changes so extensive that the revised paper is treated as a new submission and reviewed again in full. Please quote the original submission ID.',
  },
  {
    label: 'Reject',
    meaning:
      'The paper will not be published in the journal. The decision letter explains why, and the reviewers’ comments may help you improve the work for another journal.',
  },
];

/** The review, decision and publication sections of the submission guidelines. */
export function SubmissionReviewProcess() {
  return (
    <>
      <Section title="The review process">
        <BulletList
          ordered
          items={[
            <>
              <strong>Editorial check.</strong> The editors check that the manuscript is within scope,
              complete, properly anonymised and within the similarity limit. You will hear from us within{' '}
              {JOURNAL.editorialReplyWeeks} of submission, either that the manuscript has been sent for review
              or why it cannot be considered.
            </>,
            <>
              <strong>Peer review.</strong> An associate editor sends the manuscript to at least two
              independent reviewers under {JOURNAL.peerReview.toLowerCase()} review. Reviewers are asked to
              report within {JOURNAL.reviewerWeeks}; the whole review takes {JOURNAL.reviewWeeks} on average.
            </>,
            <>
              <strong>Decision.</strong> The Editor-in-Chief decides on the basis of the reviewers&apos;
              reports and the associate editor&apos;s recommendation. The decision letter and the anonymised
              reports are sent to the corresponding author by e-mail.
            </>,
          ]}
        />
      </Section>

      <Section title="Possible decisions">
        <BulletList
          items={DECISIONS.map((decision) => (
            <>
              <strong>{decision.label}.</strong> {decision.meaning}
            </>
          ))}
        />
      </Section>

      <Section title="Revising your manuscript">
        <Paragraph>
          Return the revised manuscript as instructed in the decision letter, with a response letter that
          answers every comment point by point and says where in the text each change was made. Highlight the
          changes in the revised file. You may disagree with a reviewer, but please explain why. Keep the
          revised file anonymised. If you need more time than the decision letter allows, ask the editorial
          office before the deadline.
        </Paragraph>
      </Section>

      <Section title="After acceptance">
        <Paragraph>
          Once a paper is accepted, we ask for the final, non-anonymised version with author details,
          acknowledgements and funding restored, in an editable format. You will receive a proof to check
          before publication. The article is then published in the next {JOURNAL.frequency.toLowerCase()}{' '}
          issue, free to read under {JOURNAL.licence}.
        </Paragraph>
      </Section>

      <Section title="Tracking your submission">
        <Paragraph>
          Your{' '}
          <Link to="/guidelines/author-guidelines/submission/dashboard" className={linkClass()}>
            author dashboard
          </Link>{' '}
          lists every manuscript you have submitted, with its status: Pending while it is being checked,
          reviewed or revised; Approved once it has been accepted; or Rejected. You can also download the file
          you submitted. For questions, write to{' '}
          <a href={`mailto:${JOURNAL.contactEmail}`} className={linkClass()}>
            {JOURNAL.contactEmail}
          </a>
          , quoting your submission ID.
        </Paragraph>
      </Section>
    </>
  );
}
