import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AddIcon, ArrowUpwardIcon, DeleteOutlineIcon } from '../../../lib/ui/desk-icons';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_AFFILIATIONS, MAX_CONTRIBUTORS } from '@journal/common/contracts/scholarly';
import { emptyAffiliation, emptyContributor, type ArticleFormValues } from './article-form-schema';
import { ORCID_HINT } from '../../../lib/ui/orcid';
import { textFieldProps } from '../../../lib/ui/text-field-props';
import { RemovableRows } from './removable-rows';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** One contributor's affiliations: name, ROR id and country each; at least one row is shown. */
function AffiliationFields({ contributor, n }: { contributor: number; n: number }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ArticleFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `contributors.${contributor}.affiliations`,
  });
  const fieldErrors = errors.contributors?.[contributor]?.affiliations;
  return (
    <Stack spacing={1.5}>
      <RemovableRows
        rows={fields}
        columns="2fr 1fr 1fr auto"
        fields={(index) => (
          <>
            <TextField
              label={`Affiliation ${index + 1}`}
              {...textFieldProps(
                register(`contributors.${contributor}.affiliations.${index}.name`),
                fieldErrors?.[index]?.name,
              )}
            />
            <TextField
              label="ROR ID"
              {...textFieldProps(
                register(`contributors.${contributor}.affiliations.${index}.ror`),
                fieldErrors?.[index]?.ror,
                'Optional',
              )}
            />
            <TextField
              label="Country"
              {...textFieldProps(
                register(`contributors.${contributor}.affiliations.${index}.country`),
                fieldErrors?.[index]?.country,
              )}
            />
          </>
        )}
        removeLabel={(index) => `Remove affiliation ${index + 1} of author ${n}`}
        onRemove={remove}
        add={{
          text: 'Add affiliation',
          label: `Add an affiliation to author ${n}`,
          max: MAX_AFFILIATIONS,
          onAdd: () => append({ ...emptyAffiliation }),
        }}
      />
    </Stack>
  );
}

/**
 * The article's authors one by one, in the order they are credited: names, e-mail, ORCID iD,
 * affiliations, and who corresponds. With none listed, the form's Author line is read instead.
 */
export function ContributorFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ArticleFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'contributors' });
  const listError = errors.contributors?.root?.message ?? errors.contributors?.message;

  return (
    <Stack spacing={2} component="section" aria-labelledby="article-authors-heading">
      <Typography id="article-authors-heading" component="h4" sx={{ fontWeight: 600 }}>
        Authors
      </Typography>
      {fields.length === 0 && (
        <Typography color="text.secondary">
          No authors listed one by one: the Author line above is used. Add authors to give their affiliations
          and ORCID iDs.
        </Typography>
      )}
      {fields.map((field, index) => {
        const n = index + 1;
        const fieldErrors = errors.contributors?.[index];
        return (
          <Paper key={field.id} component="fieldset" variant="outlined" sx={{ p: 2, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, px: 0.5 }}>
              Author {n}
            </Typography>
            <Stack spacing={2}>
              <Box sx={grid}>
                <TextField
                  label="Given names"
                  {...textFieldProps(register(`contributors.${index}.givenNames`), fieldErrors?.givenNames)}
                />
                <TextField
                  label="Family name"
                  {...textFieldProps(register(`contributors.${index}.familyName`), fieldErrors?.familyName)}
                />
                <TextField
                  label="E-mail"
                  type="email"
                  {...textFieldProps(
                    register(`contributors.${index}.email`),
                    fieldErrors?.email,
                    'Shown on the article for the corresponding author',
                  )}
                />
                <TextField
                  label="ORCID iD"
                  {...textFieldProps(register(`contributors.${index}.orcid`), fieldErrors?.orcid, ORCID_HINT)}
                />
              </Box>
              <AffiliationFields contributor={index} n={n} />
              <Controller
                control={control}
                name={`contributors.${index}.corresponding`}
                render={({ field: box }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        name={box.name}
                        slotProps={{ input: { ref: box.ref } }}
                        checked={box.value === true}
                        onChange={(event) => box.onChange(event.target.checked)}
                        onBlur={box.onBlur}
                      />
                    }
                    label="Corresponding author"
                  />
                )}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  startIcon={<ArrowUpwardIcon />}
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`Move author ${n} up`}
                >
                  Move up
                </Button>
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => remove(index)}
                  aria-label={`Remove author ${n}`}
                >
                  Remove
                </Button>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(emptyContributor(fields.length === 0))}
          disabled={fields.length >= MAX_CONTRIBUTORS}
        >
          Add author
        </Button>
      </Box>
    </Stack>
  );
}
