import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '@journal/common/messages';
import { type VolumeInput, volumeInputSchema } from '@journal/common/contracts/volumes';
import { useCreateVolume } from '../api/create-volume';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { SubHeading } from './archive-section';
import { textFieldProps } from '../../../lib/ui/text-field-props';

const filled = z.string().trim().min(1, adminMessages.volumeFieldsRequired);
/** Blank fields first get SPEC's "fill in all fields"; then the shared rules of the API. */
const { year, name, slug } = volumeInputSchema.shape;
const volumeFormSchema = z.object({
  // z.coerce takes any input but declares it `unknown`, which pipe() will not accept from a string.
  year: filled.pipe(year as unknown as z.ZodType<number, string>),
  name: filled.pipe(name),
  slug: filled.pipe(slug),
});
type VolumeFormValues = z.input<typeof volumeFormSchema>;

const empty: VolumeFormValues = { year: '', name: '', slug: '' };

export function VolumeForm() {
  const create = useCreateVolume();
  const [error, setError] = useState<ActionError | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VolumeFormValues, unknown, VolumeInput>({
    resolver: zodResolver(volumeFormSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit((input) => {
    setError(null);
    create.mutate(input, {
      onSuccess: () => reset(empty),
      onError: (err) => setError(actionError(adminMessages.createVolumeFailed, err)),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="create-volume-heading">
      <SubHeading id="create-volume-heading">Create Volume</SubHeading>
      <ActionErrorAlert error={error} onClose={() => setError(null)} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField label="Year" type="number" {...textFieldProps(register('year'), errors.year)} />
        <TextField
          label="Volume Name"
          placeholder="Volume 3"
          {...textFieldProps(register('name'), errors.name)}
        />
        <TextField
          label="Volume Slug"
          placeholder="volume-3"
          {...textFieldProps(register('slug'), errors.slug, 'Lower-case letters, digits and hyphens')}
        />
        <Button type="submit" variant="contained" disabled={create.isPending} sx={{ height: 56 }}>
          Create Volume
        </Button>
      </Box>
    </Box>
  );
}
