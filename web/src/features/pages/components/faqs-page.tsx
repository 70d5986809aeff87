import { Link } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { cx } from '../../../lib/ui/cx';
import { ExpandMoreIcon } from '../../../lib/ui/icons';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import { ContentPage, Paragraph, Section } from './content-page';
import { FAQ_GROUPS, type Faq } from './faq-entries';
import styles from './faqs-page.module.css';

/**
 * One question as a native disclosure: the browser opens and closes it, from the keyboard too,
 * with or without JavaScript, and tells assistive technology whether it is expanded.
 */
function FaqItem({ faq }: { faq: Faq }) {
  const headerId = `faq-${faq.id}-header`;
  return (
    <details className={styles.item}>
      <summary id={headerId} className={styles.summary}>
        <h3 className={cx(type.body1, styles.question)}>{faq.question}</h3>
        <ExpandMoreIcon className={styles.chevron} />
      </summary>
      <div id={`faq-${faq.id}-content`} role="region" aria-labelledby={headerId} className={styles.answer}>
        <p className={cx(type.body1, type.reading)}>{faq.answer}</p>
      </div>
    </details>
  );
}

export function FaqsPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      lead="Quick answers to the questions authors ask us most often. Select a question to show its answer."
    >
      {FAQ_GROUPS.map((group) => (
        <Section key={group.title} title={group.title}>
          {group.faqs.map((faq) => (
            <FaqItem key={faq.id} faq={faq} />
          ))}
        </Section>
      ))}
      <Section title="Still have a question?">
        <Paragraph>
          Write to the editorial office at{' '}
          <a href={`mailto:${JOURNAL.contactEmail}`} className={linkClass()}>
            {JOURNAL.contactEmail}
          </a>{' '}
          or see the{' '}
          <Link to="/contact" className={linkClass()}>
            contact page
          </Link>
          .
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
