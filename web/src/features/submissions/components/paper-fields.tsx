import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { JOURNAL, PAPER_TYPES, SUBJECT_AREAS } from '@journal/common/constants';
import { FormSection } from './form-section';
import type { SubmissionFormInput } from './submission-form-values';
import { textFieldProps } from '../../../lib/ui/text-field-props';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

export function PaperFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SubmissionFormInput>();
  const paperType = textFieldProps(register('paperType'), errors.paperType);
  const subjectArea = textFieldProps(register('subjectArea'), errors.subjectArea);
  return (
    <FormSection title="Paper Details">
      <TextField
        label="Paper Title"
        required
        {...textFieldProps(register('paperTitle'), errors.paperTitle)}
      />
      <TextField
        label="Abstract"
        required
        multiline
        minRows={6}
        {...textFieldProps(
          register('paperAbstract'),
          errors.paperAbstract,
          `Maximum ${JOURNAL.abstractWordsForm} words`,
        )}
      />
      <TextField
        label="Keywords"
        required
        {...textFieldProps(register('keywords'), errors.keywords, 'Separate keywords with commas')}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Paper Type"
          required
          {...paperType}
          slotProps={{ ...paperType.slotProps, ...nativeSelect }}
        >
          <option value="">Select a paper type</option>
          {Object.entries(PAPER_TYPES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Subject Area"
          required
          {...subjectArea}
          slotProps={{ ...subjectArea.slotProps, ...nativeSelect }}
        >
          <option value="">Select a subject area</option>
          {Object.entries(SUBJECT_AREAS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
      </Box>
    </FormSection>
  );
}
