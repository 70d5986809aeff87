import TableCell from '@mui/material/TableCell';
import { adminMessages } from '@journal/common/messages';
import type { Issue } from '@journal/common/contracts/issues';
import { useAdminIssues } from '../api/admin-lists';
import { ArchiveRecordList } from './archive-record-list';

export function IssueList() {
  return (
    <ArchiveRecordList<Issue>
      kind="issue"
      title="Issues"
      query={useAdminIssues()}
      columns={['Name', 'Slug', 'Volume']}
      cells={(issue) => (
        <>
          <TableCell>{issue.name}</TableCell>
          <TableCell>{issue.slug}</TableCell>
          <TableCell>
            {issue.volume.name} ({issue.volume.year})
          </TableCell>
        </>
      )}
      emptyMessage={adminMessages.noIssues}
      texts={{ confirm: adminMessages.confirmDeleteIssue, failed: adminMessages.deleteIssueFailed }}
      name={(issue) => `${issue.volume.name}, ${issue.name}`}
    />
  );
}
