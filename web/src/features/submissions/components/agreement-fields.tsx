import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useFormContext } from 'react-hook-form';
import { JOURNAL } from '@journal/common/constants';
import { FormSection } from './form-section';
import type { SubmissionFormInput } from './submission-form-values';

const statements = {
  copyrightAgreement: `I confirm that I have the right to publish this work and agree that, if accepted, it will be published open access under the ${JOURNAL.licence} licence.`,
  ethicsAgreement:
    'I confirm that the manuscript is original, is not under consideration elsewhere, and follows the journal’s publication ethics policy.',
} as const;

export function AgreementFields() {
  const {
    control,
    formState: { errors },
  } = useFormContext<SubmissionFormInput>();
  // The schema reports a missing agreement once, on the copyright box, for both statements.
  const error = errors.copyrightAgreement?.message ?? errors.ethicsAgreement?.message;
  return (
    <FormSection title="Agreements">
      {(Object.keys(statements) as (keyof typeof statements)[]).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <FormControlLabel
              label={statements[name]}
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
              control={
                <Checkbox
                  name={field.name}
                  slotProps={{ input: { ref: field.ref } }}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
      ))}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </FormSection>
  );
}
