import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The search and filters above a list: in a row on a wide screen, stacked on a phone. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
      role="search"
    >
      {children}
    </Stack>
  );
}
