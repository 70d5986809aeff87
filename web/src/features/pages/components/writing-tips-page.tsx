import { Link } from 'react-router-dom';
import { JOURNAL } from '@journal/common/constants';
import { linkClass } from '../../../lib/ui/text-link';
import { BulletList, ContentPage, Paragraph, Section, SubSection } from './content-page';

export function WritingTipsPage() {
  return (
    <ContentPage
      title="Writing Tips"
      lead="Reviewers and readers are busy. A paper that states its contribution plainly, shows how the work was done and backs its claims with evidence is easier to review and far more likely to be read and cited. These tips will help you get there."
    >
      <Section title="Know your contribution before you write">
        <Paragraph>
          Before drafting, try to state in one or two sentences what your paper adds to what is already known:
          a new method, a better design, a measurement nobody has made, or a solution that works under local
          conditions. If you cannot write that sentence yet, the paper is not ready. Once you can, let every
          section serve it, and leave out material that does not.
        </Paragraph>
      </Section>

      <Section title="Title, abstract and keywords">
        <SubSection title="Title">
          <Paragraph>
            Make the title specific and informative. Name the system, method or material and the main finding
            where you can, and avoid abbreviations and vague openings such as &lsquo;A study of&rsquo; or
            &lsquo;Some aspects of&rsquo;. About 10 to 15 words is usually enough.
          </Paragraph>
        </SubSection>
        <SubSection title="Abstract">
          <Paragraph>
            Aim for an abstract of about {JOURNAL.abstractWordsTips} words. The submission form accepts up to{' '}
            {JOURNAL.abstractWordsForm}, but a short abstract is read more often and more carefully. In that
            space, answer five questions: why the problem matters, what exactly you set out to do, how you did
            it, what you found (with the key numbers) and what it means for practice or further research.
          </Paragraph>
          <Paragraph>
            The abstract must stand on its own. Do not cite references, figures or tables in it, and spell out
            any abbreviation you use.
          </Paragraph>
        </SubSection>
        <SubSection title="Keywords">
          <Paragraph>
            Choose {JOURNAL.keywordsMin} to {JOURNAL.keywordsMax} keywords that a researcher would type into a
            search engine to find your paper. Combine broad terms (for example &lsquo;solar
            photovoltaics&rsquo;) with precise ones (&lsquo;soiling loss&rsquo;), and avoid repeating words
            that are already in the title.
          </Paragraph>
        </SubSection>
      </Section>

      <Section title="Structure the body">
        <Paragraph>
          Most research articles follow the familiar order of introduction, methods, results, discussion and
          conclusions. Case studies, reviews and short communications can adapt it, but every paper needs the
          same logic: problem, approach, evidence, meaning.
        </Paragraph>
        <SubSection title="Introduction">
          <Paragraph>
            Move from the general problem to the specific gap your work fills. Review the literature
            critically rather than listing it, make clear what earlier work left unresolved, and end with your
            objectives and contributions.
          </Paragraph>
        </SubSection>
        <SubSection title="Materials and methods">
          <Paragraph>
            Give enough detail for a competent reader to repeat the work: materials and their sources,
            equipment, test standards, software and versions, model parameters, boundary conditions and sample
            sizes. Cite established methods instead of describing them again, and explain any change you made
            to them.
          </Paragraph>
        </SubSection>
        <SubSection title="Results and discussion">
          <Paragraph>
            Present results in a logical order and report uncertainty: error bars, confidence intervals or
            repeat measurements. Then interpret them. Compare your findings with published work, explain
            differences honestly, and state the limitations of your study. Reviewers trust a paper more when
            its authors name its weaknesses first.
          </Paragraph>
        </SubSection>
        <SubSection title="Conclusions">
          <Paragraph>
            Answer the question you posed in the introduction. Summarise what was found and why it matters,
            without repeating the abstract word for word or introducing new results, and suggest concrete
            directions for future work.
          </Paragraph>
        </SubSection>
      </Section>

      <Section title="Figures and tables">
        <BulletList
          items={[
            'Each figure and table should be understandable on its own, with a caption that says what it shows and under which conditions.',
            'Label every axis with the quantity and its unit, for example “Flow rate (L/s)”.',
            'Use colour palettes that remain readable in greyscale and for readers with colour-vision deficiency; vary line styles and markers as well as colours.',
            'Use a resolution of at least 300 dpi for photographs and keep text in figures legible at the printed size.',
            'Do not show the same data in both a table and a figure.',
          ]}
        />
      </Section>

      <Section title="Language and style">
        <BulletList
          items={[
            'Prefer short sentences and familiar words. Clarity is more important than sounding formal.',
            'Define every abbreviation the first time you use it, and keep your terminology consistent throughout.',
            'Use SI units, and follow a single spelling convention (British or American) throughout the paper.',
            'Number equations and write them with an equation editor rather than as images.',
            'Ask a colleague outside your immediate field to read the draft. If they cannot tell what you found, reviewers may not either.',
          ]}
        />
        <Paragraph>
          Language editing is welcome but never required, and you are free to choose who helps you. Reviewers
          are asked to judge the science, not the authors&apos; first language.
        </Paragraph>
      </Section>

      <Section title="References">
        <Paragraph>
          Cite the sources that support your argument, favouring primary and recent work and peer-reviewed
          publications over web pages. Use numbered references in square brackets in the IEEE style, listed in
          the order they are cited. Check every entry against the original; incorrect references are one of
          the most common problems reviewers report.
        </Paragraph>
      </Section>

      <Section title="Final checklist before you submit">
        <BulletList
          ordered
          items={[
            'The abstract is close to the recommended length and has no references.',
            `There are ${JOURNAL.keywordsMin} to ${JOURNAL.keywordsMax} keywords.`,
            `Author names, affiliations and acknowledgements are removed from the manuscript file for ${JOURNAL.peerReview.toLowerCase()} review.`,
            `The text is your own: the similarity index is at most ${JOURNAL.similarityLimitPercent}% and all quoted or reused material is cited.`,
            'All figures, tables and equations are numbered and mentioned in the text.',
            'Every reference is cited in the text and every citation appears in the reference list.',
            'All co-authors have read and approved the final version.',
          ]}
        />
        <Paragraph>
          When everything is in place, follow the{' '}
          <Link to="/guidelines/author-guidelines/submission" className={linkClass()}>
            submission guidelines
          </Link>{' '}
          to send us your manuscript.
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
