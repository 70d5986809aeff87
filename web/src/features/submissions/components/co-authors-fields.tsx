import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddIcon, DeleteOutlineIcon } from '../../../lib/ui/desk-icons';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_CO_AUTHORS } from '@journal/common/constants';
import { FormSection } from './form-section';
import { emptyCoAuthor, type SubmissionFormInput } from './submission-form-values';
import { ORCID_HINT } from '../../../lib/ui/orcid';
import { textFieldProps } from '../../../lib/ui/text-field-props';

export function CoAuthorsFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SubmissionFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'coAuthors' });
  const listError = errors.coAuthors?.root?.message ?? errors.coAuthors?.message;

  return (
    <FormSection title="Co-authors">
      {fields.length === 0 && (
        <Typography color="text.secondary">
          No co-authors added. Add each co-author who contributed to the paper.
        </Typography>
      )}
      {fields.map((field, index) => {
        const n = index + 1;
        const fieldErrors = errors.coAuthors?.[index];
        return (
          <Paper key={field.id} component="fieldset" variant="outlined" sx={{ p: 2, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
              Co-author {n}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                label="Name"
                {...textFieldProps(register(`coAuthors.${index}.name`), fieldErrors?.name)}
              />
              <TextField
                label="Affiliation"
                {...textFieldProps(register(`coAuthors.${index}.affiliation`), fieldErrors?.affiliation)}
              />
              <TextField
                label="Email"
                type="email"
                {...textFieldProps(register(`coAuthors.${index}.email`), fieldErrors?.email)}
              />
              <TextField
                label="Country"
                {...textFieldProps(register(`coAuthors.${index}.country`), fieldErrors?.country)}
              />
              <TextField
                label="ORCID iD"
                {...textFieldProps(register(`coAuthors.${index}.orcid`), fieldErrors?.orcid, ORCID_HINT)}
              />
            </Box>
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => remove(index)}
              aria-label={`Remove co-author ${n}`}
              sx={{ mt: 1 }}
            >
              Remove
            </Button>
          </Paper>
        );
      })}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Stack direction="row">
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(emptyCoAuthor)}
          disabled={fields.length >= MAX_CO_AUTHORS}
        >
          Add Co-author
        </Button>
      </Stack>
    </FormSection>
  );
}
