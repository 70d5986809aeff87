import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MANUSCRIPT_ACCEPT } from '@journal/common/contracts/files';
import { FormSection } from './form-section';

interface ManuscriptFieldProps {
  error: string | null;
  onChange(file: File | null): void;
}

/** A native file input: keyboard usable and announced as a file picker by every screen reader. */
export function ManuscriptField({ error, onChange }: ManuscriptFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <FormSection title="Manuscript">
      <Box>
        <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
          Manuscript File *
        </Typography>
        <Box
          component="input"
          id={id}
          type="file"
          accept={MANUSCRIPT_ACCEPT}
          aria-describedby={helpId}
          aria-invalid={error ? true : undefined}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
          sx={{ display: 'block', font: 'inherit', maxWidth: '100%' }}
        />
        <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ?? 'PDF, DOC or DOCX, at most 10 MB'}
        </FormHelperText>
      </Box>
    </FormSection>
  );
}
