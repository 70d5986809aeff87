import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminMessages } from '@journal/common/messages';
import { type IssueInput, issueInputSchema } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { useCreateIssue } from '../api/create-issue';
import type { ActionError } from './action-error';
import { failureReason } from '../../../lib/error-message';
import { CreateRecordForm } from './create-record-form';
import { textFieldProps } from '../../../lib/ui/text-field-props';
import { VolumeOptions } from './volume-options';

type IssueFormValues = z.input<typeof issueInputSchema>;
const empty: IssueFormValues = { name: '', slug: '', volume: '' };

export function IssueForm({ volumes }: { volumes: Volume[] }) {
  const create = useCreateIssue();
  const [error, setError] = useState<ActionError | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<IssueFormValues, unknown, IssueInput>({
    resolver: zodResolver(issueInputSchema),
    defaultValues: empty,
  });
  const volume = textFieldProps(register('volume'), errors.volume);

  const onSubmit = handleSubmit((input) => {
    setError(null);
    create.mutate(input, {
      onSuccess: () => reset(empty),
      onError: (err) => setError({ title: adminMessages.createIssueFailed(failureReason(err)) }),
    });
  });

  return (
    <CreateRecordForm
      title="Create Issue"
      columns="1fr 1fr 1fr auto"
      onSubmit={onSubmit}
      busy={create.isPending}
      error={error}
      onCloseError={() => setError(null)}
    >
      <TextField
        label="Issue Name"
        placeholder="Issue 1"
        {...textFieldProps(register('name'), errors.name)}
      />
      <TextField
        label="Issue Slug"
        placeholder="issue-1"
        {...textFieldProps(register('slug'), errors.slug, 'Unique within its volume')}
      />
      <TextField
        select
        label="Volume"
        {...volume}
        slotProps={{ ...volume.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
      >
        <VolumeOptions volumes={volumes} />
      </TextField>
    </CreateRecordForm>
  );
}
