import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { adminMessages } from '@journal/common/messages';
import type { Issue } from '@journal/common/contracts/issues';
import { useAdminIssues } from '../api/admin-lists';
import { useConfirmedDeletion } from '../hooks/use-confirmed-deletion';
import { ActionErrorAlert } from './action-error';
import { AdminTable } from './admin-table';
import { SubHeading } from './archive-section';
import { ConfirmDialog } from './confirm-dialog';

export function IssueList() {
  const issues = useAdminIssues();
  const deletion = useConfirmedDeletion<Issue>('issue', {
    confirm: adminMessages.confirmDeleteIssue,
    failed: adminMessages.deleteIssueFailed,
  });

  return (
    <div>
      <SubHeading>All Issues</SubHeading>
      <ActionErrorAlert error={deletion.error} onClose={deletion.clearError} />
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
                onClick={() => deletion.ask(issue)}
                aria-label={`Delete ${issue.volume.name}, ${issue.name}`}
              >
                Delete
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog {...deletion.dialog} />
    </div>
  );
}
