import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_FUNDING } from '@journal/common/contracts/scholarly';
import type { ArticleFormValues } from './article-form-schema';
import { RemovableRows } from './removable-rows';
import { textFieldProps } from '../../../lib/ui/text-field-props';

/** The article's funding: a funder and, where there is one, the award number, per row. */
export function FundingFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ArticleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'funding' });
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="article-funding-heading">
      <Typography id="article-funding-heading" component="h4" sx={{ fontWeight: 600 }}>
        Funding
      </Typography>
      <RemovableRows
        rows={fields}
        columns="2fr 1fr auto"
        fields={(index) => (
          <>
            <TextField
              label={`Funder ${index + 1}`}
              {...textFieldProps(register(`funding.${index}.funder`), errors.funding?.[index]?.funder)}
            />
            <TextField
              label="Award number"
              {...textFieldProps(
                register(`funding.${index}.award`),
                errors.funding?.[index]?.award,
                'Optional',
              )}
            />
          </>
        )}
        removeLabel={(index) => `Remove funder ${index + 1}`}
        onRemove={remove}
        add={{ text: 'Add funder', max: MAX_FUNDING, onAdd: () => append({ funder: '', award: '' }) }}
      />
    </Stack>
  );
}
