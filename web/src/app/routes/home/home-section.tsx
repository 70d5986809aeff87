import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface HomeSectionProps {
  id: string;
  title: string;
  /** A link or button on the heading's line (e.g. "All articles"). */
  aside?: ReactNode;
  children: ReactNode;
}

export function HomeSection({ id, title, aside, children }: HomeSectionProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 2.5,
        }}
      >
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        {aside}
      </Box>
      {children}
    </Box>
  );
}
