import { JOURNAL } from '@journal/common/constants';
import { BulletList, Paragraph, Section, SubSection } from './content-page';

/** The "Publication ethics" h2 section of the open access and ethics page. */
export function PublicationEthicsSection() {
  const peerReview = JOURNAL.peerReview.toLowerCase();
  return (
    <Section title="Publication ethics" id="ethics">
      <Paragraph>
        The journal expects the highest standards of integrity from its authors, reviewers and editors, and
        follows the Core Practices of the Committee on Publication Ethics (COPE) as its guide. By submitting a
        manuscript, authors confirm that they have read and respected the policies below.
      </Paragraph>

      <SubSection title="Authorship">
        <Paragraph>
          Everyone listed as an author should have made a substantial contribution to the conception, design,
          execution or interpretation of the work, taken part in drafting or critically revising the
          manuscript, approved the final version and agreed to be accountable for it. People who helped in
          other ways, such as technicians, funders or language editors, belong in the acknowledgements. The
          corresponding author makes sure that all co-authors have approved the submission and keeps them
          informed. Any change to the list of authors after submission needs the written agreement of every
          author.
        </Paragraph>
      </SubSection>

      <SubSection title="Originality and plagiarism">
        <Paragraph>
          Every manuscript is checked with similarity-detection software when it is submitted. The overall
          similarity index must not exceed {JOURNAL.similarityLimitPercent}%, and no substantial passage may
          be copied from any single source, whoever its author. Text, figures or data taken from other work,
          including your own earlier publications, must be clearly cited, and quotations marked as such.
          Manuscripts above the limit are returned to the authors before review; plagiarism found later is
          treated as misconduct.
        </Paragraph>
      </SubSection>

      <SubSection title="Duplicate and redundant publication">
        <Paragraph>
          A manuscript must not have been published before and must not be under consideration by another
          journal while we review it. Splitting one study into several minimal papers, or publishing the same
          results twice with small changes, is not acceptable. Preprints, theses and conference abstracts are
          not prior publication, but please mention them when you submit. An extended version of a conference
          paper is welcome if it adds substantial new material and cites the original.
        </Paragraph>
      </SubSection>

      <SubSection title="Integrity of data and images">
        <Paragraph>
          Results must be reported honestly. Fabricating or falsifying data, selectively omitting results that
          do not fit, or altering images in ways that change what they show are serious misconduct.
          Adjustments to brightness or contrast are acceptable when applied to the whole image and described
          in the caption or methods.
        </Paragraph>
      </SubSection>

      <SubSection title="Conflicts of interest">
        <Paragraph>
          Authors must declare any financial or personal interest that could be seen to influence their work,
          such as funding, employment, consultancies, shareholdings, patents or close relationships with
          organisations affected by the results. Include a short conflict-of-interest statement at the end of
          the manuscript, worded so that it does not reveal your identity during {peerReview} review; write
          &lsquo;The authors declare no conflict of interest&rsquo; if there is none. Reviewers and editors
          declare their own conflicts and step aside from manuscripts they cannot judge impartially.
        </Paragraph>
      </SubSection>

      <SubSection title="Research involving people or animals">
        <Paragraph>
          Studies with human participants, including surveys and interviews, and studies with animals need the
          approval of an appropriate ethics committee, and participants must give informed consent. Say in the
          methods that approval and consent were obtained, and remove anything that could identify individual
          participants. The name of the approving committee and the approval reference are added to the final
          version after acceptance, to preserve anonymity during review.
        </Paragraph>
      </SubSection>

      <SubSection title="Data availability">
        <Paragraph>
          We encourage authors to share the data, code and models behind their results, ideally in a public
          repository with a persistent identifier. Every research article should end with a data availability
          statement that says where the data can be found, or why they cannot be shared, for example because
          of confidentiality or commercial restrictions. Reviewers may ask to see data that are essential to
          judge the work.
        </Paragraph>
      </SubSection>

      <SubSection title="Use of artificial intelligence tools">
        <Paragraph>
          AI tools cannot be listed as authors, because they cannot take responsibility for the work. If you
          used generative AI to write or edit text, analyse data or create images, describe how in the methods
          or acknowledgements. Authors remain fully responsible for the accuracy and originality of everything
          they submit. Reviewers must not upload manuscripts to such tools.
        </Paragraph>
      </SubSection>

      <SubSection title="Funding and acknowledgements">
        <Paragraph>Name all sources of funding in the final version of the paper, including:</Paragraph>
        <BulletList
          items={[
            'the funding body and the grant number;',
            'any role the funder played in the design, analysis or decision to publish;',
            'in-kind support such as equipment, materials or access to sites and data.',
          ]}
        />
      </SubSection>
    </Section>
  );
}
