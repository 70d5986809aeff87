import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { JOURNAL } from '@journal/common/constants';
import { BulletList, ContentPage, Paragraph, Section } from './content-page';

type ContactCardProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
};

function ContactCard({ icon, title, children }: ContactCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
        {icon}
        <Typography variant="h4" component="h3" sx={{ fontSize: '1.2rem', color: 'text.primary' }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

export function ContactPage() {
  const mailto = `mailto:${JOURNAL.contactEmail}`;
  return (
    <ContentPage
      title="Contact Us"
      lead="The editorial office is happy to help with questions about submissions, reviews, published articles and the journal itself."
    >
      <Section title="Editorial office">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ContactCard icon={<MailOutlinedIcon />} title="E-mail">
              <Typography sx={{ mb: 1 }}>
                <Link href={mailto} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {JOURNAL.contactEmail}
                </Link>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The quickest way to reach us. We answer most messages within two working days.
              </Typography>
            </ContactCard>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ContactCard icon={<LocationOnOutlinedIcon />} title="Postal address">
              <Typography component="address" sx={{ fontStyle: 'normal' }}>
                {JOURNAL.title}
                <br />
                Editorial Office
                {JOURNAL.address.map((line) => (
                  <span key={line}>
                    <br />
                    {line}
                  </span>
                ))}
              </Typography>
            </ContactCard>
          </Grid>
          <Grid size={{ xs: 12 }}>
            <ContactCard icon={<AccessTimeIcon />} title="Office hours">
              <Typography>
                Monday to Friday, 08:00 to 17:00 Central Africa Time (UTC+2), except Zambian public holidays
                and the university&apos;s closure over the end-of-year break.
              </Typography>
            </ContactCard>
          </Grid>
        </Grid>
      </Section>

      <Section title="Writing about a submission">
        <Paragraph>To help us answer quickly, please include:</Paragraph>
        <BulletList
          items={[
            'the submission ID shown when you submitted and on your author dashboard;',
            'the title of the paper and the name of the corresponding author;',
            'a short description of your question or of the change you are asking for.',
          ]}
        />
        <Paragraph>
          Please send messages from the e-mail address you registered with, so that we can confirm that you
          are an author of the manuscript. You can check the status of your submissions at any time on your{' '}
          <Link component={RouterLink} to="/guidelines/author-guidelines/submission/dashboard">
            author dashboard
          </Link>
          .
        </Paragraph>
      </Section>

      <Section title="Before you write">
        <Paragraph>
          Many questions about review times, fees, file formats and licensing are answered in the{' '}
          <Link component={RouterLink} to="/faqs">
            frequently asked questions
          </Link>{' '}
          and the{' '}
          <Link component={RouterLink} to="/guidelines/author-guidelines">
            author guidelines
          </Link>
          . Concerns about research or publication ethics in a published article can be sent to the same
          address, marked for the attention of the Editor-in-Chief, {JOURNAL.editorInChief}; they are treated
          in confidence.
        </Paragraph>
      </Section>
    </ContentPage>
  );
}
