import { Link } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { cx } from '../../../lib/ui/cx';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';
import { ASSOCIATE_EDITORS, BOARD_MEMBERS, EDITOR_IN_CHIEF, type Member } from './editorial-board-members';
import styles from './editorial-board-page.module.css';

function initials(name: string) {
  return name
    .replace(/^(Prof|Dr)\.\s+/, '')
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

function MemberCard({ member }: { member: Member }) {
  return (
    <div className={styles.card}>
      <div className={styles.avatar} aria-hidden="true">
        {initials(member.name)}
      </div>
      <div className={styles.details}>
        <h3 className={cx(type.h4, styles.name)}>{member.name}</h3>
        <p className={cx(type.body2, type.muted, styles.affiliation)}>{member.affiliation}</p>
        <p className={type.body2}>
          <strong>Expertise:</strong> {member.expertise}
        </p>
      </div>
    </div>
  );
}

function MemberGrid({ members }: { members: Member[] }) {
  return (
    <ul className={styles.members}>
      {members.map((member) => (
        <li key={member.name}>
          <MemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}

export function EditorialBoardPage() {
  return (
    <ContentPage
      title="Editorial Board"
      lead={`The ${JOURNAL.shortTitle} editorial board brings together engineers and applied scientists from Zambia, the wider region and beyond. Together they make sure every manuscript is handled fairly, promptly and by people who understand its field.`}
    >
      <Section title="Editor-in-Chief">
        <MemberGrid members={[EDITOR_IN_CHIEF]} />
      </Section>

      <Section title="Associate Editors">
        <Paragraph>Each associate editor looks after one of the journal&apos;s subject areas.</Paragraph>
        <MemberGrid members={ASSOCIATE_EDITORS} />
      </Section>

      <Section title="Editorial Board Members">
        <MemberGrid members={BOARD_MEMBERS} />
      </Section>

      <Section title="How the roles fit together">
        <Paragraph>
          The descriptions below are guidance for authors and reviewers on who does what. They explain how a
          manuscript moves through the journal; they are not a formal constitution.
        </Paragraph>
        <BulletList
          items={[
            <>
              <strong>Editor-in-Chief.</strong> Sets the editorial policy, screens new submissions, assigns
              each manuscript to an associate editor and takes the final decision on publication. The
              Editor-in-Chief also handles appeals and ethical concerns.
            </>,
            <>
              <strong>Associate editors.</strong> Manage the peer review of manuscripts in their subject area:
              they invite suitable reviewers, weigh the reports, and recommend a decision to the
              Editor-in-Chief, with clear guidance for the authors on what to change.
            </>,
            <>
              <strong>Editorial board members.</strong> Advise on the journal&apos;s direction, review
              manuscripts in their specialism, suggest reviewers and help the journal reach authors and
              readers in their communities.
            </>,
            <>
              <strong>Reviewers.</strong> Independent experts who assess manuscripts under{' '}
              {JOURNAL.peerReview.toLowerCase()} review and advise the editors. Their part is described in the{' '}
              <Link to="/guidelines/reviewer-guidelines" className={linkClass()}>
                reviewer guidelines
              </Link>
              .
            </>,
          ]}
        />
        <Paragraph>
          Editors never handle a manuscript where they have a conflict of interest, for example a paper by a
          colleague in their own department or by a recent co-author. Manuscripts submitted by editors
          themselves are handled by another editor, and their authors take no part in the decision.
        </Paragraph>
      </Section>

      <Section title="Join us">
        <Paragraph>
          We are always glad to hear from experienced researchers who would like to review for the journal or
          join the board. Please write to{' '}
          <a href={`mailto:${JOURNAL.contactEmail}`} className={linkClass()}>
            {JOURNAL.contactEmail}
          </a>{' '}
          with a short CV and a note of your areas of expertise.
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
