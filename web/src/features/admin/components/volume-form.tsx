import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminMessages } from '@journal/common/messages';
import { type VolumeInput, volumeInputSchema } from '@journal/common/contracts/volumes';
import { useCreateVolume } from '../api/create-volume';
import { actionError, type ActionError } from './action-error';
import { CreateRecordForm } from './create-record-form';
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
    <CreateRecordForm
      title="Create Volume"
      columns="8rem 1fr 1fr auto"
      onSubmit={onSubmit}
      busy={create.isPending}
      error={error}
      onCloseError={() => setError(null)}
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
    </CreateRecordForm>
  );
}
