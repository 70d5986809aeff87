import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { StaticRegion } from '../../../lib/static-region';
import { cx } from '../../../lib/ui/cx';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import styles from './welcome.module.css';

/**
 * The welcome text with the Editor-in-Chief's message, beside the journal's key facts: read only,
 * so the page keeps the server's markup of it (lib/static-region.tsx).
 */
export function Welcome() {
  return (
    <StaticRegion as="div" className={styles.layout}>
      <section aria-labelledby="welcome-heading" className={styles.message}>
        <h2 id="welcome-heading" className={cx(type.h2, styles.heading)}>
          Welcome to the journal
        </h2>
        <Paragraph>
          The {JOURNAL.title} is the open-access research journal of the {JOURNAL.publisher}. It publishes
          original research, reviews, case studies and short communications across engineering and the applied
          sciences, with a particular interest in work that answers the needs of Zambia and the wider region.
        </Paragraph>
        <h3 className={cx(type.h3, styles.subheading)}>A message from the Editor-in-Chief</h3>
        <Paragraph>
          Good engineering changes lives quietly: a bridge that survives the rainy season, a clinic that keeps
          its power on, a crop that reaches the market before it spoils. This journal exists so that the
          research behind such work is read, tested and built upon, by practitioners as much as by other
          researchers.
        </Paragraph>
        <Paragraph>
          Every manuscript we receive is read with care and reviewed double-blind by specialists in its field.
          We ask authors for clear methods, honest limitations and data that others can check, and in return
          we offer a constructive review, a decision in good time and publication under a {JOURNAL.licence}{' '}
          licence, free to read and free of charge to publish.
        </Paragraph>
        <Paragraph>
          I warmly invite you to read our latest issue, and to send us your own work. Our{' '}
          <RouterLink to="/guidelines/author-guidelines" className={linkClass()}>
            author guidelines
          </RouterLink>{' '}
          explain everything you need to prepare a submission.
        </Paragraph>
        <p className={cx(type.body1, type.reading, styles.signature)}>
          {JOURNAL.editorInChief}, Editor-in-Chief
        </p>
      </section>
      <div className={styles.aside}>
        <GeneralInformation />
      </div>
    </StaticRegion>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <p className={cx(type.body1, type.reading, styles.paragraph)}>{children}</p>;
}

function GeneralInformation() {
  const facts: [string, ReactNode][] = [
    ['ISSN', JOURNAL.issn],
    ['DOI', JOURNAL.doi],
    ['Frequency', JOURNAL.frequency],
    ['Peer review', JOURNAL.peerReview],
    ['Licence', JOURNAL.licence],
    ['Publication fee', 'None'],
    ['Editor-in-Chief', JOURNAL.editorInChief],
    [
      'Contact',
      <a key="mail" href={`mailto:${JOURNAL.contactEmail}`} className={linkClass()}>
        {JOURNAL.contactEmail}
      </a>,
    ],
  ];
  return (
    <section aria-labelledby="general-information-heading" className={styles.card}>
      <div className={styles.cardContent}>
        <h2 id="general-information-heading" className={cx(type.h2, styles.cardHeading)}>
          General Information
        </h2>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={cx(type.body2, styles.term)}>{term}</dt>
              <dd className={cx(type.body1, styles.value)}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
