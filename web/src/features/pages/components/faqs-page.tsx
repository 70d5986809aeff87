import { Link as RouterLink } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { JOURNAL } from '@journal/common/constants';
import { readingTextSx } from '../../../lib/ui/theme';
import { ContentPage, Paragraph, Section } from './content-page';
import { FAQ_GROUPS, type Faq } from './faq-entries';

function FaqItem({ faq }: { faq: Faq }) {
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
      <AccordionSummary
        id={`faq-${faq.id}-header`}
        aria-controls={`faq-${faq.id}-content`}
        expandIcon={<ExpandMoreIcon />}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {faq.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={readingTextSx}>{faq.answer}</Typography>
      </AccordionDetails>
    </Accordion>
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
          <Link href={`mailto:${JOURNAL.contactEmail}`}>{JOURNAL.contactEmail}</Link> or see the{' '}
          <Link component={RouterLink} to="/contact">
            contact page
          </Link>
          .
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
