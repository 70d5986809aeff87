import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { JOURNAL } from '@journal/common/constants';
import { apiUrl } from '../../lib/api-client';
import { GUIDELINE_LINKS, SITE_MENU_ID } from './nav-links';

const footerLinkSx = { color: 'inherit', textDecorationColor: 'inherit' } as const;

const READ_LINKS = [
  { label: 'Current issue', to: '/current-issue' },
  { label: 'Archives', to: '/archives' },
  { label: 'About the journal', to: '/about' },
  { label: 'Editorial board', to: '/editorial-board' },
];

const AUTHOR_LINKS = [
  { label: 'Submit a manuscript', to: '/guidelines/author-guidelines/submission' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Contact', to: '/contact' },
];

export function Footer() {
  return (
    <Box
      component="footer"
      id={SITE_MENU_ID}
      sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', mt: 'auto', pt: 5, pb: 3 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {JOURNAL.title}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', typography: 'body2' }}>
              {JOURNAL.address.map((line) => (
                <Box key={line}>{line}</Box>
              ))}
              <Box sx={{ mt: 1 }}>
                <Link href={`mailto:${JOURNAL.contactEmail}`} underline="always" sx={footerLinkSx}>
                  {JOURNAL.contactEmail}
                </Link>
              </Box>
            </Box>
          </Grid>
          <FooterColumn title="Read">
            {READ_LINKS.map((link) => (
              <FooterLink key={link.to} {...link} />
            ))}
          </FooterColumn>
          <FooterColumn title="For authors">
            {AUTHOR_LINKS.map((link) => (
              <FooterLink key={link.to} {...link} />
            ))}
          </FooterColumn>
          <FooterColumn title="Guidelines">
            {GUIDELINE_LINKS.map((link) => (
              <FooterLink key={link.to} to={link.to} label={link.label} />
            ))}
          </FooterColumn>
        </Grid>
        <Box
          sx={{
            borderTop: 1,
            borderColor: 'primary.light',
            mt: 4,
            pt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © {JOURNAL.copyrightYear} {JOURNAL.title}. Articles are published under the{' '}
            <Link href={JOURNAL.licenceUrl} rel="license" underline="always" sx={footerLinkSx}>
              {JOURNAL.licence}
            </Link>{' '}
            licence.
          </Typography>
          <Link
            href={apiUrl('/feed.xml')}
            sx={{
              ...footerLinkSx,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              typography: 'body2',
            }}
          >
            <RssFeedIcon fontSize="small" aria-hidden />
            New articles feed
          </Link>
        </Box>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 4, md: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, typography: 'body2', '& li': { mb: 0.75 } }}>
        {children}
      </Box>
    </Grid>
  );
}

function FooterLink({ label, to }: { label: string; to: string }) {
  return (
    <li>
      <Link component={RouterLink} to={to} sx={footerLinkSx}>
        {label}
      </Link>
    </li>
  );
}
