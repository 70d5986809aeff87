import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import type { Submission } from '@journal/common/contracts/submissions';
import { detailsId } from './submission-list-props';

interface SubmissionActionsProps {
  submission: Submission;
  expanded: boolean;
  downloading: boolean;
  onToggle(): void;
  onDownload(): void;
}

export function SubmissionActions({
  submission,
  expanded,
  downloading,
  onToggle,
  onDownload,
}: SubmissionActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        aria-expanded={expanded}
        aria-controls={expanded ? detailsId(submission._id) : undefined}
        onClick={onToggle}
      >
        {expanded ? 'Hide Details' : 'Show Details'}
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={onDownload}
        disabled={downloading}
        aria-label={`Download ${submission.manuscriptFileName}`}
      >
        Download
      </Button>
    </Stack>
  );
}
