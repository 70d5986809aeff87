import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { FormSection } from './form-section';
import type { SubmissionFormInput } from './submission-form-values';
import { ORCID_HINT } from '../../../lib/ui/orcid';
import { textFieldProps } from '../../../lib/ui/text-field-props';

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function AuthorFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SubmissionFormInput>();
  const email = textFieldProps(register('authorEmail'), errors.authorEmail, 'Taken from your account');
  return (
    <FormSection title="Corresponding Author">
      <Box sx={twoColumns}>
        <TextField
          label="Corresponding Author"
          autoComplete="name"
          required
          {...textFieldProps(register('correspondingAuthor'), errors.correspondingAuthor)}
        />
        <TextField
          label="Email"
          type="email"
          required
          {...email}
          slotProps={{ ...email.slotProps, htmlInput: { readOnly: true } }}
        />
        <TextField
          label="Affiliation"
          autoComplete="organization"
          required
          {...textFieldProps(register('authorAffiliation'), errors.authorAffiliation)}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          required
          {...textFieldProps(register('authorCountry'), errors.authorCountry)}
        />
        <TextField
          label="ORCID iD"
          {...textFieldProps(register('authorOrcid'), errors.authorOrcid, ORCID_HINT)}
        />
      </Box>
    </FormSection>
  );
}
