import { Link as RouterLink } from 'react-router-dom';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  /** Absent for the page being shown. */
  to?: string;
}

/** "Archives › Volume › Issue › Article": the way back up the archive. */
export function ArchiveBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3, '& .MuiBreadcrumbs-ol': { flexWrap: 'wrap' } }}>
      <Link component={RouterLink} to="/">
        Home
      </Link>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.label} component={RouterLink} to={crumb.to}>
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={crumb.label}
            aria-current="page"
            sx={{
              color: 'text.primary',
              maxWidth: { xs: '16rem', sm: '32rem' },
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
