import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { Fragment } from 'react';
import { StatusChip } from '../../../lib/ui/status-chip';
import { PublishedLink } from './published-link';
import { SubmissionActions } from './submission-actions';
import { SubmissionDetails } from './submission-details';
import { detailsId, formatDate, type SubmissionListProps } from './submission-list-props';

export function SubmissionsTable({ submissions, ...actions }: SubmissionListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Your submissions">
        <TableHead>
          <TableRow>
            <TableCell>ID</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Actions</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {submissions.map((submission) => {
            const expanded = submission._id === actions.expandedId;
            return (
              <Fragment key={submission._id}>
                <TableRow sx={expanded ? { '& > td': { borderBottom: 'none' } } : undefined}>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' }}>
                    {submission._id}
                  </TableCell>
                  <TableCell>
                    {submission.paperTitle}
                    <br />
                    <PublishedLink submission={submission} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(submission.createdAt)}</TableCell>
                  <TableCell>
                    <SubmissionActions submission={submission} {...actions} />
                  </TableCell>
                  <TableCell>
                    <StatusChip status={submission.status} />
                  </TableCell>
                </TableRow>
                {expanded && (
                  <TableRow>
                    <TableCell colSpan={5} sx={{ bgcolor: 'background.default' }}>
                      <Collapse in appear>
                        <Box id={detailsId(submission._id)} sx={{ py: 1 }}>
                          <SubmissionDetails submission={submission} />
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
