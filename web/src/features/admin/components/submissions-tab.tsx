import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { DownloadIcon } from '../../../lib/ui/desk-icons';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { articlePages } from '@journal/common/contracts/articles-routes';
import { adminMessages } from '@journal/common/messages';
import type { Submission } from '@journal/common/contracts/submissions';
import { adminPageQueries } from '../api/admin-pages';
import { useDecideSubmission } from '../api/decide-submission';
import { useDeleteRecord } from '../api/delete-record';
import { adminDownloadErrorMessage, useDownloadAdminSubmission } from '../api/download-admin-submission';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { AdminTable } from './admin-table';
import { ConfirmDialog } from './confirm-dialog';
import { PublishDialog } from './publish-dialog';
import { ListSearch } from './list-search';
import { ListToolbar } from './list-toolbar';
import { StatusFilter } from './status-filter';
import { useAdminPages } from '../hooks/use-admin-pages';
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
  const submissions = useAdminPages<Submission>(adminPageQueries.submissions);
  const remove = useDeleteRecord('submission');
  const decide = useDecideSubmission();
  const download = useDownloadAdminSubmission();
  const [pending, setPending] = useState<{ action: Action; submission: Submission } | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<Submission | null>(null);
  const [published, setPublished] = useState<string | null>(null);

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
      <ListToolbar>
        <ListSearch
          label="Search submissions"
          helperText="Title, author or e-mail, from the start of a word"
          value={submissions.filter.q}
          onSearch={submissions.setSearch}
        />
        <StatusFilter value={submissions.filter.status} onChange={submissions.setStatus} />
      </ListToolbar>
      <ActionErrorAlert error={error} onClose={() => setError(null)} />
      {published && (
        <Alert severity="success" onClose={() => setPublished(null)} sx={{ mb: 2 }}>
          {published}
        </Alert>
      )}
      {downloadError && (
        <Alert severity="error" onClose={() => setDownloadError(null)} sx={{ mb: 2 }}>
          {downloadError}
        </Alert>
      )}
      <AdminTable
        label="Submissions"
        columns={['Paper Title', 'Author', 'Email', 'Status', 'Files', 'Actions']}
        query={submissions.rows}
        emptyMessage={adminMessages.noSubmissions}
        paging={submissions.paging}
        renderRow={(submission) => {
          const status = submission.status || 'Pending';
          const ask = (action: Action) => () => setPending({ action, submission });
          return (
            <TableRow key={submission._id}>
              <TableCell>
                {submission.paperTitle}
                {submission.published && (
                  <>
                    {' '}
                    <Link
                      component={RouterLink}
                      to={articlePages.article.path(submission.published)}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      View article
                    </Link>
                  </>
                )}
              </TableCell>
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
                    disabled={status === 'Rejected' || Boolean(submission.published)}
                  >
                    Reject
                  </Button>
                  {status === 'Approved' && !submission.published && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setPublishing(submission)}
                      aria-label={`Publish ${submission.paperTitle}`}
                    >
                      Publish
                    </Button>
                  )}
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
      {publishing && (
        <PublishDialog
          submission={publishing}
          onClose={() => setPublishing(null)}
          onPublished={() => {
            setPublished(adminMessages.published(publishing.paperTitle));
            setPublishing(null);
          }}
        />
      )}
    </>
  );
}
