import { JOURNAL } from '@journal/common/constants';
import { linkClass } from '../../../lib/ui/text-link';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';
import { RelatedGuidelines } from './guidelines-links';
import { PublicationEthicsSection } from './publication-ethics-section';

export function OpenAccessEthicsPage() {
  const editorialMail = `mailto:${JOURNAL.contactEmail}`;
  return (
    <ContentPage
      title="Open Access and Ethics"
      lead={`Everything the ${JOURNAL.shortTitle} publishes is free to read from the day it appears, and everything it publishes must meet clear ethical standards. This page sets out both commitments.`}
    >
      <Section title="Open access policy" id="open-access">
        <Paragraph>
          The journal is fully open access. Every article is free to read, download, print and share
          immediately on publication, with no subscription, registration or embargo. Neither readers nor
          authors pay anything.
        </Paragraph>
        <Paragraph>
          Articles are published under the{' '}
          <a href={JOURNAL.licenceUrl} rel="license" className={linkClass()}>
            Creative Commons Attribution licence ({JOURNAL.licence})
          </a>
          . Under this licence anyone may:
        </Paragraph>
        <BulletList
          items={[
            'copy and redistribute the article in any medium or format;',
            'adapt, translate, remix and build on it;',
            'use it for any purpose, including commercial purposes.',
          ]}
        />
        <Paragraph>
          The only condition is attribution: anyone who reuses the work must credit the original authors and
          the journal, link to the licence and say whether they made changes.
        </Paragraph>
      </Section>

      <Section title="Copyright and self-archiving">
        <Paragraph>
          Authors keep the copyright in their work. When a paper is accepted, the authors grant the{' '}
          {JOURNAL.publisher} a licence to publish it as the version of record and to distribute it under{' '}
          {JOURNAL.licence}. Authors may deposit any version of their paper, from the submitted manuscript to
          the published article, in institutional or subject repositories, on preprint servers and on personal
          or project websites at any time. We ask only that the published version is cited with a link to its
          page in the journal.
        </Paragraph>
      </Section>

      <PublicationEthicsSection />

      <Section title="Handling suspected misconduct" id="misconduct">
        <Paragraph>
          Anyone may raise a concern about a submitted or published paper by writing confidentially to the
          Editor-in-Chief at{' '}
          <a href={editorialMail} className={linkClass()}>
            {JOURNAL.contactEmail}
          </a>
          . We look into every concern carefully and fairly: the authors are given the chance to respond, and
          where necessary we contact their institutions. Depending on what we find, a manuscript may be
          rejected, or a published article may be corrected, receive an expression of concern, or be
          retracted.
        </Paragraph>
      </Section>

      <Section title="Corrections and retractions">
        <Paragraph>
          If authors discover an important error in their published article, they should tell us as soon as
          possible. Errors that do not change the conclusions are fixed through a published correction notice
          linked to the article. An article whose findings are unreliable, whether through honest error or
          misconduct, is retracted: it remains online, clearly marked as retracted, with a notice that
          explains why.
        </Paragraph>
      </Section>

      <Section title="Appeals and complaints">
        <Paragraph>
          Authors who believe an editorial decision was based on a misunderstanding or a factual error may
          appeal within four weeks of the decision. Write to the editorial office, explaining point by point
          why the decision should be reconsidered. The appeal is assessed by an editor who was not involved in
          the original decision, and the outcome of the appeal is final. Complaints about the way the journal
          has handled a manuscript are dealt with in the same way.
        </Paragraph>
      </Section>

      <RelatedGuidelines exclude="/guidelines/author-guidelines/open-access-ethics" />
    </ContentPage>
  );
}
