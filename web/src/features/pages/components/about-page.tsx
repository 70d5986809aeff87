import { Link } from 'react-router-dom';
import { JOURNAL, SUBJECT_AREAS } from '@journal/common/constants';
import { cx } from '../../../lib/ui/cx';
import { linkClass } from '../../../lib/ui/text-link';
import type from '../../../lib/ui/type.module.css';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';
import styles from './about-page.module.css';

const FACTS: { label: string; value: string }[] = [
  { label: 'Publisher', value: JOURNAL.publisher },
  { label: 'Editor-in-Chief', value: JOURNAL.editorInChief },
  { label: 'Frequency', value: JOURNAL.frequency },
  { label: 'Peer review', value: JOURNAL.peerReview },
  { label: 'Licence', value: JOURNAL.licence },
  { label: 'Publication fee', value: 'None' },
  { label: 'ISSN', value: JOURNAL.issn },
  { label: 'DOI', value: JOURNAL.doi },
  { label: 'Language', value: 'English' },
];

const subjectAreas = Object.entries(SUBJECT_AREAS)
  .filter(([key]) => key !== 'other')
  .map(([, label]) => label);

export function AboutPage() {
  return (
    <ContentPage
      title="About the Journal"
      lead={`The ${JOURNAL.title} (${JOURNAL.shortTitle}) is an open-access, peer-reviewed journal published by the ${JOURNAL.publisher} in Lusaka, Zambia. It gives engineers and applied scientists a rigorous, fee-free home for work that solves real problems.`}
    >
      <Section title="Who we are">
        <Paragraph>
          {JOURNAL.shortTitle} is edited from the School of Engineering of the {JOURNAL.publisher}. The
          journal was founded on a simple conviction: good engineering research should be easy to find, free
          to read and judged on its merits, wherever its authors happen to work. Much of the most useful work
          on infrastructure, energy, water, manufacturing and digital systems in Southern Africa and beyond
          never reaches the readers who could put it to use, because it sits behind a paywall or is published
          where local practitioners will not look for it. We want to change that.
        </Paragraph>
        <Paragraph>
          We welcome authors from universities, research institutes, industry and the public sector, at every
          stage of their careers. Early-career researchers and postgraduate students are encouraged to submit;
          every manuscript receives the same careful, constructive review.
        </Paragraph>
      </Section>

      <Section title="What we publish">
        <Paragraph>
          The journal publishes original research articles, review articles, case studies and short
          communications across engineering and the applied sciences, including:
        </Paragraph>
        <BulletList items={subjectAreas} />
        <Paragraph>
          We also consider interdisciplinary work that applies engineering methods to problems in areas such
          as mining, agriculture, health and energy. The{' '}
          <Link to="/guidelines/author-guidelines/aims-scope" className={linkClass()}>
            aims and scope
          </Link>{' '}
          describe each area in detail.
        </Paragraph>
      </Section>

      <Section title="How we work">
        <Paragraph>
          Every research manuscript that passes an initial editorial check is sent for{' '}
          {JOURNAL.peerReview.toLowerCase()} peer review: the reviewers do not know who the authors are, and
          the authors do not learn who reviewed their work. This keeps the assessment focused on the science
          and protects reviewers who give frank advice. Authors usually receive a first decision within{' '}
          {JOURNAL.reviewWeeks} of review starting.
        </Paragraph>
        <Paragraph>
          The journal appears {JOURNAL.frequency.toLowerCase()}. Accepted articles are published in the next
          available issue and are immediately free to read and download from the{' '}
          <Link to="/archives" className={linkClass()}>
            archives
          </Link>
          .
        </Paragraph>
      </Section>

      <Section title="Open access at no cost to authors">
        <Paragraph>
          All articles are published under the{' '}
          <a href={JOURNAL.licenceUrl} rel="license" className={linkClass()}>
            Creative Commons Attribution licence ({JOURNAL.licence})
          </a>
          . Anyone may read, share and build on the work, provided the original authors and the journal are
          credited. Authors keep the copyright in their papers.
        </Paragraph>
        <Paragraph>
          The {JOURNAL.publisher} meets the costs of running the journal, so there is no submission fee and no
          article processing charge. Read more on the{' '}
          <Link to="/guidelines/author-guidelines/publication-charge" className={linkClass()}>
            publication charge
          </Link>{' '}
          and{' '}
          <Link to="/guidelines/author-guidelines/open-access-ethics" className={linkClass()}>
            open access and ethics
          </Link>{' '}
          pages.
        </Paragraph>
      </Section>

      <Section title="Journal at a glance">
        <div className={styles.facts}>
          <dl className={styles.factList}>
            {FACTS.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={cx(type.body1, styles.factLabel)}>{fact.label}</dt>
                <dd className={cx(type.body1, type.muted, styles.factValue)}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section title="Get in touch">
        <Paragraph>
          Questions about the journal, a manuscript or a partnership are welcome at{' '}
          <a href={`mailto:${JOURNAL.contactEmail}`} className={linkClass()}>
            {JOURNAL.contactEmail}
          </a>
          . Ready to submit? Start with the{' '}
          <Link to="/guidelines/author-guidelines" className={linkClass()}>
            author guidelines
          </Link>
          .
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
