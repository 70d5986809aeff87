import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip } from '../../../lib/ui/status-chip';
import { PublishedLink } from './published-link';
import { SubmissionActions } from './submission-actions';
import { SubmissionDetails } from './submission-details';
import { detailsId, formatDate, type SubmissionListProps } from './submission-list-props';

/** The submissions on a small screen: one card each, with the same columns as the table. */
export function SubmissionCards({ submissions, ...actions }: SubmissionListProps) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Your submissions">
      {submissions.map((submission) => {
        const expanded = submission._id === actions.expandedId;
        return (
          <Card component="li" key={submission._id} variant="outlined">
            <CardContent>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
              >
                <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                  {submission.paperTitle}
                </Typography>
                <StatusChip status={submission.status} />
              </Stack>
              <PublishedLink submission={submission} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                ID: {submission._id}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Date: {formatDate(submission.createdAt)}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2 }}>
              <SubmissionActions submission={submission} {...actions} />
            </CardActions>
            {expanded && (
              <Collapse in appear>
                <Box id={detailsId(submission._id)} sx={{ px: 2, pb: 2 }}>
                  <SubmissionDetails submission={submission} />
                </Box>
              </Collapse>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
