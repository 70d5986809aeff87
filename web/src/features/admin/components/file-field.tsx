import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface FileFieldProps {
  label: string;
  accept: string;
  hint: string;
  error: string | null;
  onChange(file: File | null): void;
}

/** A labelled native file input: keyboard usable and announced as a file picker. */
export function FileField({ label, accept, hint, error, onChange }: FileFieldProps) {
  const id = useId();
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="input"
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-help`}
        aria-invalid={error ? true : undefined}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        sx={{ display: 'block', font: 'inherit', maxWidth: '100%' }}
      />
      <FormHelperText id={`${id}-help`} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? hint}
      </FormHelperText>
    </Box>
  );
}
