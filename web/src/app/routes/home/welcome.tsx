import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { JOURNAL } from '@journal/common/constants';
import { readingTextSx } from '../../../lib/ui/theme';

/** The welcome text with the Editor-in-Chief's message, beside the journal's key facts. */
export function Welcome() {
  return (
    <Grid container spacing={{ xs: 4, md: 6 }}>
      <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="welcome-heading">
        <Typography id="welcome-heading" variant="h2" sx={{ mb: 2 }}>
          Welcome to the journal
        </Typography>
        <Paragraph>
          The {JOURNAL.title} is the open-access research journal of the {JOURNAL.publisher}. It publishes
          original research, reviews, case studies and short communications across engineering and the applied
          sciences, with a particular interest in work that answers the needs of Zambia and the wider region.
        </Paragraph>
        <Typography variant="h3" sx={{ fontSize: '1.3rem', mt: 4, mb: 1.5 }}>
          A message from the Editor-in-Chief
        </Typography>
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
          <Link component={RouterLink} to="/guidelines/author-guidelines" underline="always">
            author guidelines
          </Link>{' '}
          explain everything you need to prepare a submission.
        </Paragraph>
        <Typography sx={{ ...readingTextSx, fontStyle: 'italic' }}>
          {JOURNAL.editorInChief}, Editor-in-Chief
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <GeneralInformation />
      </Grid>
    </Grid>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Typography sx={{ ...readingTextSx, mb: 2 }}>{children}</Typography>;
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
      <Link key="mail" href={`mailto:${JOURNAL.contactEmail}`}>
        {JOURNAL.contactEmail}
      </Link>,
    ],
  ];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="general-information-heading"
      sx={{ bgcolor: 'background.paper' }}
    >
      <CardContent sx={{ p: 3 }}>
        <Typography id="general-information-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          General Information
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {facts.map(([term, value]) => (
            <Box
              key={term}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
            >
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
