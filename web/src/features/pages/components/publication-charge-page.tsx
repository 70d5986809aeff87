import { JOURNAL } from '@journal/common/constants';
import { linkClass } from '../../../lib/ui/text-link';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';
import { RelatedGuidelines } from './guidelines-links';
import { Alert } from '../../../lib/ui/alert';
import styles from './publication-charge-page.module.css';

export function PublicationChargePage() {
  return (
    <ContentPage
      title="Publication Charge"
      lead={`Publishing in the ${JOURNAL.title} is free. There is no submission fee and no article processing charge, for any author, at any stage.`}
    >
      <Section title="What authors pay">
        <Paragraph>Nothing. In particular, the journal does not charge:</Paragraph>
        <BulletList
          items={[
            'a submission fee when you send us your manuscript;',
            'a processing or review fee while it is assessed;',
            'an article processing charge (APC) when it is accepted or published;',
            'page charges, colour-figure charges or fees for supplementary material;',
            'readers any subscription or download fee.',
          ]}
        />
        <Paragraph>
          Because nothing is charged, there is no need to apply for a waiver, and an editorial decision never
          depends on an author&apos;s ability to pay.
        </Paragraph>
      </Section>

      <Section title="How the journal is funded">
        <Paragraph>
          The {JOURNAL.publisher} meets the cost of running the journal as part of its mission to support
          research and share knowledge. It provides the editorial office, the publishing platform and the
          hosting of the archive. Our editors and reviewers give their time and expertise as a service to
          their research communities. This model, often called diamond open access, keeps the journal free for
          authors and readers alike.
        </Paragraph>
      </Section>

      <Section title="Optional costs you may choose">
        <Paragraph>
          Some authors decide to pay for professional language editing or figure preparation before they
          submit. That is entirely your choice: the journal does not require it, does not recommend particular
          providers and does not consider it in its decisions.
        </Paragraph>
      </Section>

      <Section title="Beware of payment requests">
        <Alert severity="warning" className={styles.warning}>
          The journal will never ask you for money. If you receive an e-mail requesting a payment in the
          journal&apos;s name, do not pay. Please forward it to{' '}
          <a
            href={`mailto:${JOURNAL.contactEmail}`}
            className={linkClass({ tone: 'inherit' }, styles.warningLink)}
          >
            {JOURNAL.contactEmail}
          </a>
          .
        </Alert>
        <Paragraph>
          Unfortunately, fraudulent messages that imitate real journals are common. Genuine messages from us
          about your manuscript always quote its submission ID, and your submission status can always be
          checked on your author dashboard.
        </Paragraph>
      </Section>

      <RelatedGuidelines exclude="/guidelines/author-guidelines/publication-charge" />
    </ContentPage>
  );
}
