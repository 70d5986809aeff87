import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { adminMessages } from '@journal/common/messages';
import type { Issue } from '@journal/common/contracts/issues';
import { useAdminIssues } from '../api/admin-lists';
import { useDeleteRecord } from '../api/delete-record';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { AdminTable } from './admin-table';
import { SubHeading } from './archive-section';
import { ConfirmDialog } from './confirm-dialog';

export function IssueList() {
  const issues = useAdminIssues();
  const remove = useDeleteRecord('issue');
  const [pending, setPending] = useState<Issue | null>(null);
  const [error, setError] = useState<ActionError | null>(null);

  const confirmDelete = () => {
    if (!pending) return;
    setError(null);
    remove.mutate(pending._id, {
      onError: (err) => setError(actionError(adminMessages.deleteIssueFailed, err)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div>
      <SubHeading>All Issues</SubHeading>
      <ActionErrorAlert error={error} onClose={() => setError(null)} />
      <AdminTable
        label="Issues"
        columns={['Name', 'Slug', 'Volume', 'Actions']}
        query={issues}
        emptyMessage={adminMessages.noIssues}
        renderRow={(issue) => (
          <TableRow key={issue._id}>
            <TableCell>{issue.name}</TableCell>
            <TableCell>{issue.slug}</TableCell>
            <TableCell>
              {issue.volume.name} ({issue.volume.year})
            </TableCell>
            <TableCell>
              <Button
                color="error"
                size="small"
                onClick={() => setPending(issue)}
                aria-label={`Delete ${issue.volume.name}, ${issue.name}`}
              >
                Delete
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        message={pending ? adminMessages.confirmDeleteIssue : null}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
