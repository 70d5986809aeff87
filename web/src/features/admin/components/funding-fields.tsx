import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_FUNDING } from '@journal/common/contracts/scholarly';
import type { ArticleFormValues } from './article-form-schema';
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
      {fields.map((field, index) => (
        <Box
          key={field.id}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' } }}
        >
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
          <Button
            color="error"
            onClick={() => remove(index)}
            aria-label={`Remove funder ${index + 1}`}
            sx={{ alignSelf: 'start', mt: 1 }}
          >
            <DeleteOutlineIcon />
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => append({ funder: '', award: '' })}
          disabled={fields.length >= MAX_FUNDING}
        >
          Add funder
        </Button>
      </Box>
    </Stack>
  );
}
