import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { adminMessages } from '@journal/common/messages';
import type { Submission } from '@journal/common/contracts/submissions';
import { useAdminSubmissions } from '../api/admin-lists';
import { useDecideSubmission } from '../api/decide-submission';
import { useDeleteRecord } from '../api/delete-record';
import { adminDownloadErrorMessage, useDownloadAdminSubmission } from '../api/download-admin-submission';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { StatusChip } from '../../../lib/ui/status-chip';

type Action = 'delete' | 'approve' | 'reject';

const confirmations = {
  delete: {
    message: adminMessages.confirmDeleteSubmission,
    label: 'Delete',
    failed: adminMessages.deleteSubmissionFailed,
  },
  approve: { message: adminMessages.confirmApprove, label: 'Approve', failed: adminMessages.approveFailed },
  reject: { message: adminMessages.confirmReject, label: 'Reject', failed: adminMessages.rejectFailed },
} as const;

export function SubmissionsTab() {
  const submissions = useAdminSubmissions();
  const remove = useDeleteRecord('submission');
  const decide = useDecideSubmission();
  const download = useDownloadAdminSubmission();
  const [pending, setPending] = useState<{ action: Action; submission: Submission } | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { action, submission } = pending;
    setError(null);
    const callbacks = {
      onError: (err: unknown) => setError(actionError(confirmations[action].failed, err)),
      onSettled: () => setPending(null),
    };
    if (action === 'delete') remove.mutate(submission._id, callbacks);
    else decide.mutate({ id: submission._id, decision: action }, callbacks);
  };

  const startDownload = (submission: Submission) => {
    setDownloadError(null);
    download.mutate(submission, { onError: (err) => setDownloadError(adminDownloadErrorMessage(err)) });
  };

  return (
    <>
      <ActionErrorAlert error={error} onClose={() => setError(null)} />
      {downloadError && (
        <Alert severity="error" onClose={() => setDownloadError(null)} sx={{ mb: 2 }}>
          {downloadError}
        </Alert>
      )}
      <AdminTable
        label="Submissions"
        columns={['Paper Title', 'Author', 'Email', 'Status', 'Files', 'Actions']}
        query={submissions}
        emptyMessage={adminMessages.noSubmissions}
        renderRow={(submission) => {
          const status = submission.status || 'Pending';
          const ask = (action: Action) => () => setPending({ action, submission });
          return (
            <TableRow key={submission._id}>
              <TableCell>{submission.paperTitle}</TableCell>
              <TableCell>{submission.correspondingAuthor}</TableCell>
              <TableCell>{submission.authorEmail}</TableCell>
              <TableCell>
                <StatusChip status={status} />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => startDownload(submission)}
                  disabled={download.isPending && download.variables._id === submission._id}
                  aria-label={`Download ${submission.manuscriptFileName}`}
                >
                  Download
                </Button>
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" color="error" onClick={ask('delete')}>
                    Delete
                  </Button>
                  <Button
                    size="small"
                    color="success"
                    onClick={ask('approve')}
                    disabled={status === 'Approved'}
                  >
                    Approve
                  </Button>
                  <Button
                    size="small"
                    color="warning"
                    onClick={ask('reject')}
                    disabled={status === 'Rejected'}
                  >
                    Reject
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          );
        }}
      />
      <ConfirmDialog
        message={pending ? confirmations[pending.action].message : null}
        confirmLabel={pending ? confirmations[pending.action].label : ''}
        destructive={pending?.action !== 'approve'}
        busy={remove.isPending || decide.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
