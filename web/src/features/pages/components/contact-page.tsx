import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { cx } from '../../../lib/ui/cx';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';
import { ClockIcon, LocationIcon, MailIcon } from '../../../lib/ui/icons';
import styles from './contact-page.module.css';

type ContactCardProps = {
  icon: ReactNode;
  title: string;
  /** Spans both columns of the grid from sm up. */
  wide?: boolean;
  children: ReactNode;
};

function ContactCard({ icon, title, wide = false, children }: ContactCardProps) {
  return (
    <div className={cx(styles.card, wide && styles.wide)}>
      <div className={styles.cardHeading}>
        {icon}
        <h3 className={cx(type.h4, styles.cardTitle)}>{title}</h3>
      </div>
      {children}
    </div>
  );
}

export function ContactPage() {
  const mailto = `mailto:${JOURNAL.contactEmail}`;
  return (
    <ContentPage
      title="Contact Us"
      lead="The editorial office is happy to help with questions about submissions, reviews, published articles and the journal itself."
    >
      <Section title="Editorial office">
        <div className={styles.cards}>
          <ContactCard icon={<MailIcon />} title="E-mail">
            <p className={cx(type.body1, styles.email)}>
              <a href={mailto} className={linkClass({}, styles.emailLink)}>
                {JOURNAL.contactEmail}
              </a>
            </p>
            <p className={cx(type.body2, type.muted)}>
              The quickest way to reach us. We answer most messages within two working days.
            </p>
          </ContactCard>
          <ContactCard icon={<LocationIcon />} title="Postal address">
            <address className={cx(type.body1, styles.address)}>
              {JOURNAL.title}
              <br />
              Editorial Office
              {JOURNAL.address.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </address>
          </ContactCard>
          <ContactCard icon={<ClockIcon />} title="Office hours" wide>
            <p className={type.body1}>
              Monday to Friday, 08:00 to 17:00 Central Africa Time (UTC+2), except Zambian public holidays and
              the university&apos;s closure over the end-of-year break.
            </p>
          </ContactCard>
        </div>
      </Section>

      <Section title="Writing about a submission">
        <Paragraph>To help us answer quickly, please include:</Paragraph>
        <BulletList
          items={[
            'the submission ID shown when you submitted and on your author dashboard;',
            'the title of the paper and the name of the corresponding author;',
            'a short description of your question or of the change you are asking for.',
          ]}
        />
        <Paragraph>
          Please send messages from the e-mail address you registered with, so that we can confirm that you
          are an author of the manuscript. You can check the status of your submissions at any time on your{' '}
          <Link to="/guidelines/author-guidelines/submission/dashboard" className={linkClass()}>
            author dashboard
          </Link>
          .
        </Paragraph>
      </Section>

      <Section title="Before you write">
        <Paragraph>
          Many questions about review times, fees, file formats and licensing are answered in the{' '}
          <Link to="/faqs" className={linkClass()}>
            frequently asked questions
          </Link>{' '}
          and the{' '}
          <Link to="/guidelines/author-guidelines" className={linkClass()}>
            author guidelines
          </Link>
          . Concerns about research or publication ethics in a published article can be sent to the same
          address, marked for the attention of the Editor-in-Chief, {JOURNAL.editorInChief}; they are treated
          in confidence.
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
