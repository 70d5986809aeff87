import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
}

/** A load that failed for a reason other than "not found": say so and offer to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      }
      sx={{ my: 2, alignItems: 'center' }}
    >
      {message}
    </Alert>
  );
}

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <Box
      sx={{
        py: 5,
        px: 3,
        textAlign: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ fontWeight: 600, mb: children ? 1 : 0 }}>{title}</Typography>
      {children}
    </Box>
  );
}
