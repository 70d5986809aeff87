import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { JOURNAL, SUBJECT_AREAS } from '@journal/common/constants';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';

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
          <Link component={RouterLink} to="/guidelines/author-guidelines/aims-scope">
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
          <Link component={RouterLink} to="/archives">
            archives
          </Link>
          .
        </Paragraph>
      </Section>

      <Section title="Open access at no cost to authors">
        <Paragraph>
          All articles are published under the{' '}
          <Link href={JOURNAL.licenceUrl} rel="license">
            Creative Commons Attribution licence ({JOURNAL.licence})
          </Link>
          . Anyone may read, share and build on the work, provided the original authors and the journal are
          credited. Authors keep the copyright in their papers.
        </Paragraph>
        <Paragraph>
          The {JOURNAL.publisher} meets the costs of running the journal, so there is no submission fee and no
          article processing charge. Read more on the{' '}
          <Link component={RouterLink} to="/guidelines/author-guidelines/publication-charge">
            publication charge
          </Link>{' '}
          and{' '}
          <Link component={RouterLink} to="/guidelines/author-guidelines/open-access-ethics">
            open access and ethics
          </Link>{' '}
          pages.
        </Paragraph>
      </Section>

      <Section title="Journal at a glance">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: '70ch' }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 4,
              rowGap: { xs: 0.5, sm: 1.5 },
            }}
          >
            {FACTS.map((fact) => (
              <Box key={fact.label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                  {fact.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                  {fact.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Section>

      <Section title="Get in touch">
        <Paragraph>
          Questions about the journal, a manuscript or a partnership are welcome at{' '}
          <Link href={`mailto:${JOURNAL.contactEmail}`}>{JOURNAL.contactEmail}</Link>. Ready to submit? Start
          with the{' '}
          <Link component={RouterLink} to="/guidelines/author-guidelines">
            author guidelines
          </Link>
          .
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
