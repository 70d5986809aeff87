import Alert from '@mui/material/Alert';
import TableCell from '@mui/material/TableCell';
import { adminMessages } from '@journal/common/messages';
import type { Issue } from '@journal/common/contracts/issues';
import { useAdminIssues } from '../api/admin-lists';
import { useCrossrefStatus } from '../api/crossref-status';
import { issueName, useIssueExports } from '../hooks/use-issue-exports';
import { ActionErrorAlert } from './action-error';
import { ArchiveRecordList } from './archive-record-list';
import { awaitingFirstAnswer } from './awaiting-first-answer';
import { ConfirmDialog } from './confirm-dialog';
import { CrossrefNotice, LastDeposit } from './crossref-notice';
import { IssueExportActions } from './issue-export-actions';

const CROSSREF_NOTICE_ID = 'crossref-deposit-notice';

/** The issues, each with its scholarly exports: the Crossref and DOAJ files and the Crossref deposit. */
export function IssueList() {
  const crossref = useCrossrefStatus();
  const issues = useAdminIssues();
  const exports = useIssueExports();
  const canDeposit = crossref.data?.configured === true;
  // The Crossref notice stands above the issues, and each row says when it was last deposited,
  // so the rows wait for the status's first answer.
  const shown = awaitingFirstAnswer(crossref)
    ? { data: undefined, isPending: true, isError: false, refetch: issues.refetch }
    : issues;
  return (
    <>
      <ArchiveRecordList<Issue>
        kind="issue"
        title="Issues"
        query={shown}
        columns={['Name', 'Slug', 'Volume', 'Crossref deposit']}
        cells={(issue) => (
          <>
            <TableCell>{issue.name}</TableCell>
            <TableCell>{issue.slug}</TableCell>
            <TableCell>
              {issue.volume.name} ({issue.volume.year})
            </TableCell>
            <TableCell>
              <LastDeposit deposit={crossref.data?.lastDeposits[issue._id]} />
            </TableCell>
          </>
        )}
        toolbar={
          <>
            <CrossrefNotice status={crossref.data} id={CROSSREF_NOTICE_ID} />
            <ActionErrorAlert error={exports.error} onClose={exports.clear} />
            {exports.done && (
              <Alert severity="success" role="status" onClose={exports.clear} sx={{ mb: 2 }}>
                {exports.done}
              </Alert>
            )}
          </>
        }
        actions={(issue) => (
          <IssueExportActions
            issue={issue}
            exports={exports}
            canDeposit={canDeposit}
            notConfiguredId={CROSSREF_NOTICE_ID}
          />
        )}
        emptyMessage={adminMessages.noIssues}
        texts={{ confirm: adminMessages.confirmDeleteIssue, failed: adminMessages.deleteIssueFailed }}
        name={issueName}
      />
      <ConfirmDialog {...exports.dialog} />
    </>
  );
}
