import TextField from '@mui/material/TextField';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@journal/common/constants';

/** Which submissions to list: all, or those of one status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: SubmissionStatus | '';
  onChange(status: SubmissionStatus | ''): void;
}) {
  return (
    <TextField
      select
      label="Status"
      size="small"
      value={value}
      onChange={(event) =>
        onChange(SUBMISSION_STATUSES.find((status) => status === event.target.value) ?? '')
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      <option value="">All statuses</option>
      {SUBMISSION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </TextField>
  );
}
