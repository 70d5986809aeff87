import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { JOURNAL } from '@journal/common/constants';
import { SearchForm } from '../../../features/search/components/search-form';
import { HeroCarousel } from './hero-carousel';

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="journal-title"
      sx={{
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        pt: { xs: 4, md: 6 },
        pb: { xs: 3, md: 5 },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 780, mb: { xs: 3, md: 4 } }}>
          <Typography
            id="journal-title"
            variant="h1"
            sx={{ fontSize: { xs: '1.9rem', sm: '2.4rem', md: '3rem' }, mb: 1.5 }}
          >
            {JOURNAL.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, mb: 3, opacity: 0.92 }}>
            {JOURNAL.tagline}
          </Typography>
          <SearchForm tone="onDark" label="Search the journal" />
        </Box>
        <HeroCarousel />
      </Container>
    </Box>
  );
}
