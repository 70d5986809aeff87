import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DownloadIcon } from '../../../lib/ui/desk-icons';
import type { Submission } from '@journal/common/contracts/submissions';
import { detailsId, type SubmissionListProps } from './submission-list-props';

/** Show/Hide Details and Download for one submission, from the list's own state and handlers. */
export function SubmissionActions({
  submission,
  expandedId,
  downloadingId,
  onToggle,
  onDownload,
}: Omit<SubmissionListProps, 'submissions'> & { submission: Submission }) {
  const expanded = submission._id === expandedId;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId(submission._id) : undefined}
        onClick={() => onToggle(submission._id)}
      >
        {expanded ? 'Hide Details' : 'Show Details'}
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => onDownload(submission)}
        disabled={downloadingId === submission._id}
        aria-label={`Download ${submission.manuscriptFileName}`}
      >
        Download
      </Button>
    </Stack>
  );
}
