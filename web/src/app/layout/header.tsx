import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { JOURNAL } from '@journal/common/constants';
import { AccountMenu } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { PUBLISH_LINK } from './nav-links';

/**
 * Two rows: the journal's name with the account and publish actions, then (from md up) the
 * menu bar. Below md the menu moves into the slide-in drawer.
 */
export function Header() {
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 1, sm: 2 }, py: { xs: 1, md: 1.5 } }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            aria-label={`${JOURNAL.title}, home page`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              color: 'primary.main',
              minWidth: 0,
              mr: 'auto',
            }}
          >
            <Box component="img" src="/favicon.svg" alt="" width={40} height={40} sx={{ flexShrink: 0 }} />
            <Box
              component="span"
              sx={{
                fontFamily: (theme) => theme.typography.h1.fontFamily,
                fontWeight: 700,
                lineHeight: 1.2,
                fontSize: { xs: '1.2rem', md: '1.3rem' },
              }}
            >
              <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>
                {JOURNAL.shortTitle}
              </Box>
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                {JOURNAL.title}
              </Box>
            </Box>
          </Link>
          <Button
            component={RouterLink}
            to={PUBLISH_LINK.to}
            variant="contained"
            color="secondary"
            sx={{ display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0 }}
          >
            {PUBLISH_LINK.label}
          </Button>
          <AccountMenu />
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <MobileMenu />
          </Box>
        </Stack>
      </Container>
      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'primary.main' }}
      >
        <Container maxWidth="lg">
          <DesktopNav />
        </Container>
      </Box>
    </Box>
  );
}
