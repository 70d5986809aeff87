import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HomeSection } from './home-section';

export function IndexedBy() {
  return (
    <HomeSection id="indexed-heading" title="Indexed By">
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'center' },
          gap: 3,
        }}
      >
        <Box
          component="img"
          src="/images/under-construction.svg"
          alt="Under construction: the list of indexing services is being prepared"
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', maxWidth: 320, height: 'auto', flexShrink: 0 }}
        />
        <Typography sx={{ maxWidth: '60ch' }}>
          The journal is preparing its applications to the major abstracting and indexing services. The
          services that list the journal will be named here as each one confirms.
        </Typography>
      </Box>
    </HomeSection>
  );
}
