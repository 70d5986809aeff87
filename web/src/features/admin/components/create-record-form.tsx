import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';
import { ActionErrorAlert, type ActionError } from './action-error';
import { SubHeading } from './archive-section';

interface CreateRecordFormProps {
  /** 'Create Volume': the heading and the submit button's text. */
  title: string;
  /** The grid's columns from the small breakpoint up; one column on a phone. */
  columns: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  error: ActionError | null;
  onCloseError(): void;
  children: ReactNode;
}

/** The one-line create forms of the Archives tab: fields side by side, then the button. */
export function CreateRecordForm({
  title,
  columns,
  onSubmit,
  busy,
  error,
  onCloseError,
  children,
}: CreateRecordFormProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <SubHeading id={headingId}>{title}</SubHeading>
      <ActionErrorAlert error={error} onClose={onCloseError} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: columns },
          alignItems: 'start',
        }}
      >
        {children}
        <Button type="submit" variant="contained" disabled={busy} sx={{ height: 56 }}>
          {title}
        </Button>
      </Box>
    </Box>
  );
}
