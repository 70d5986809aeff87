import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One management block of the Archives tab: an h2, its create form, then its list. */
export function ArchiveSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={3}>{children}</Stack>
    </Paper>
  );
}

export function SubHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h3" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
      {children}
    </Typography>
  );
}
