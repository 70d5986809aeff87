import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import type { ArticleFormValues } from './article-form-schema';
import { textFieldProps } from '../../../lib/ui/text-field-props';
import { VolumeOptions } from './volume-options';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Volume, then issue: the issue list holds only the chosen volume's issues. */
export function ArticlePlacementFields({ volumes, issues }: { volumes: Volume[]; issues: Issue[] }) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<ArticleFormValues>();
  const volumeId = watch('volume');
  const volumeIssues = issues.filter((issue) => issue.volume._id === volumeId);
  const volume = textFieldProps(register('volume', { onChange: () => setValue('issue', '') }), errors.volume);
  const issue = textFieldProps(
    register('issue'),
    errors.issue,
    volumeId && volumeIssues.length === 0 ? 'This volume has no issues yet' : undefined,
  );
  return (
    <>
      <TextField select label="Volume" {...volume} slotProps={{ ...volume.slotProps, ...nativeSelect }}>
        <VolumeOptions volumes={volumes} />
      </TextField>
      <TextField
        select
        label="Issue"
        disabled={!volumeId}
        {...issue}
        slotProps={{ ...issue.slotProps, ...nativeSelect }}
      >
        <option value="">{volumeId ? 'Select an issue' : 'Select a volume first'}</option>
        {volumeIssues.map((i) => (
          <option key={i._id} value={i._id}>
            {i.name}
          </option>
        ))}
      </TextField>
    </>
  );
}
