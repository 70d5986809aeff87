import { JOURNAL } from '@journal/common/constants';
import { cx } from '../../../lib/ui/cx';
import type from '../../../lib/ui/type.module.css';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';
import { RelatedGuidelines } from './guidelines-links';
import styles from './indexing-services-page.module.css';

export function IndexingServicesPage() {
  return (
    <ContentPage
      title="Indexing Services"
      lead={`Indexing makes a journal's articles easier to find, cite and evaluate. The ${JOURNAL.shortTitle} is a new journal, and its applications to indexing services are in progress.`}
    >
      <Section title="Current status">
        <div className={styles.status}>
          <img
            src="/images/under-construction.svg"
            alt="Under construction: the journal's indexing listings will be shown here once its applications are accepted."
            width={480}
            height={320}
            className={styles.image}
          />
          <p className={cx(type.body1, type.muted, styles.statusText)}>
            No indexing service lists the journal yet. This page will name each service as soon as the journal
            is accepted.
          </p>
        </div>
        <Paragraph>
          Most indexing and abstracting services, and most open-access directories, admit only journals that
          have a registered ISSN and a record of publishing regularly over a period of time. We are therefore
          applying in stages: first for the journal&apos;s identifiers, then to the directories and databases
          whose criteria we meet as our publication record grows.
        </Paragraph>
      </Section>

      <Section title="Identifiers">
        <BulletList
          items={[
            <>
              <strong>ISSN:</strong> {JOURNAL.issn}. An application for an International Standard Serial
              Number for the online edition is being prepared.
            </>,
            <>
              <strong>DOI:</strong> {JOURNAL.doi}. The journal plans to register a Digital Object Identifier
              for every article, including those already published, so that each has a permanent, citable
              link.
            </>,
          ]}
        />
      </Section>

      <Section title="Where we are applying">
        <Paragraph>
          Our applications cover three kinds of service: scholarly search engines, which help readers find the
          full text of articles; directories of open-access journals, which check a journal&apos;s editorial
          and licensing policies; and abstracting and indexing databases for engineering and the applied
          sciences, which many institutions use to evaluate research. Each service is listed here once it has
          accepted the journal.
        </Paragraph>
      </Section>

      <Section title="What this means for authors">
        <Paragraph>
          Your article is discoverable from the day it appears. Every published paper is free to read and
          download in the journal&apos;s archive, without registration, and its page can be found by general
          search engines. Because articles are published under {JOURNAL.licence}, you may also deposit the
          final version in your institution&apos;s repository, on a preprint server or on your own website,
          which increases its reach further.
        </Paragraph>
        <Paragraph>
          When a service indexes the journal, we will ask it to include the articles already published
          wherever its rules allow, so early authors are not left behind.
        </Paragraph>
      </Section>

      <RelatedGuidelines exclude="/guidelines/author-guidelines/indexing-services" />
    </ContentPage>
  );
}
