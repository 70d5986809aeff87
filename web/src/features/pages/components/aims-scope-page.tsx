import {
  JOURNAL,
  PAPER_TYPES,
  SUBJECT_AREAS,
  type PaperType,
  type SubjectArea,
} from '@journal/common/constants';
import { BulletList, ContentPage, Paragraph, Section, SubSection } from './content-page';
import { RelatedGuidelines } from './guidelines-links';

const AREA_SCOPE: Record<SubjectArea, { title: string; topics: string }> = {
  computer: {
    title: SUBJECT_AREAS.computer,
    topics:
      'Software engineering, artificial intelligence and machine learning, data science, computer networks, cybersecurity, distributed and cloud systems, human-computer interaction, and computing for health, agriculture, finance and government services in low-resource settings.',
  },
  electrical: {
    title: SUBJECT_AREAS.electrical,
    topics:
      'Power generation, transmission and distribution, renewable energy and grid integration, mini-grids and rural electrification, power electronics, control systems, telecommunications, signal processing, embedded systems, sensors and instrumentation.',
  },
  mechanical: {
    title: SUBJECT_AREAS.mechanical,
    topics:
      'Thermodynamics and heat transfer, fluid mechanics, energy conversion, manufacturing and production engineering, design and maintenance of machines, materials and mechanics of solids, automotive and agricultural machinery, robotics and mechatronics.',
  },
  civil: {
    title: SUBJECT_AREAS.civil,
    topics:
      'Structural and geotechnical engineering, construction materials and management, transport and highway engineering, water resources and hydraulics, water supply and sanitation, environmental protection, waste management, urban planning and climate-resilient infrastructure.',
  },
  biotech: {
    title: SUBJECT_AREAS.biotech,
    topics:
      'Bioprocess and fermentation engineering, food science and technology, agricultural and environmental biotechnology, bioenergy and biofuels, biomaterials, biomedical engineering and the engineering of diagnostic tools.',
  },
  other: {
    title: 'Other applied sciences',
    topics:
      'Interdisciplinary work that applies engineering methods to real problems, including mining and mineral processing, metallurgy, chemical engineering, geomatics, applied physics and mathematics, and engineering education.',
  },
};

const TYPE_DESCRIPTIONS: Record<PaperType, string> = {
  research:
    'Original work that reports new results from experiments, field studies, modelling or design, with methods described fully enough to be reproduced.',
  review:
    'A critical synthesis of the published literature on a defined topic that identifies trends, open questions and directions for research. Reviews should do more than summarise.',
  case: 'A detailed account of a specific project, failure, installation or intervention, and the engineering lessons it offers to practitioners and researchers.',
  short:
    'A brief report of an important preliminary result, a new method or a significant technical note that merits rapid publication.',
};

export function AimsScopePage() {
  return (
    <ContentPage
      title="Aims and Scope"
      lead={`The ${JOURNAL.title} publishes rigorous, useful research across engineering and the applied sciences, with a particular interest in work that addresses the needs of Zambia, Southern Africa and other developing regions.`}
    >
      <Section title="Aims">
        <Paragraph>The journal aims to:</Paragraph>
        <BulletList
          items={[
            'share high-quality engineering research openly, with no cost to authors or readers;',
            'connect researchers, practising engineers, industry and policymakers, so that research findings reach the people who can apply them;',
            'give a strong voice to researchers in Africa, while welcoming contributions from every part of the world;',
            'support early-career researchers through constructive, fair and timely peer review;',
            'encourage reproducible research by asking authors to describe their methods fully and to share their data where possible.',
          ]}
        />
      </Section>

      <Section title="Scope">
        <Paragraph>
          We consider manuscripts in the following subject areas. Interdisciplinary papers are welcome; choose
          the area closest to your work when you submit, and the editors will make sure it reaches suitable
          reviewers.
        </Paragraph>
        {Object.entries(AREA_SCOPE).map(([key, area]) => (
          <SubSection key={key} title={area.title}>
            <Paragraph>{area.topics}</Paragraph>
          </SubSection>
        ))}
      </Section>

      <Section title="Types of paper">
        {(Object.keys(PAPER_TYPES) as PaperType[]).map((type) => (
          <SubSection key={type} title={PAPER_TYPES[type]}>
            <Paragraph>{TYPE_DESCRIPTIONS[type]}</Paragraph>
          </SubSection>
        ))}
      </Section>

      <Section title="What we do not publish">
        <BulletList
          items={[
            'work that has been published, or is under consideration, elsewhere;',
            'purely theoretical papers in pure mathematics or the natural sciences with no engineering or applied angle;',
            'routine reports, product descriptions or promotional material without a research contribution;',
            'student projects that repeat well-established methods and results without new insight.',
          ]}
        />
      </Section>

      <Section title="Readership">
        <Paragraph>
          Our readers are academics, postgraduate students, practising engineers, consultants, industry
          researchers and public officials responsible for infrastructure, energy, water and technology.
          Please write for this broad audience: explain why your work matters as well as what you did.
        </Paragraph>
      </Section>

      <RelatedGuidelines exclude="/guidelines/author-guidelines/aims-scope" />
    </ContentPage>
  );
}
