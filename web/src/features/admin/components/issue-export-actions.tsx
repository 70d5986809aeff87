import Button from '@mui/material/Button';
import { DownloadIcon } from '../../../lib/ui/desk-icons';
import type { Issue } from '@journal/common/contracts/issues';
import type { IssueExportKind } from '../api/download-issue-export';
import { EXPORT_NAMES, issueName, type useIssueExports } from '../hooks/use-issue-exports';

interface IssueExportActionsProps {
  issue: Issue;
  exports: ReturnType<typeof useIssueExports>;
  /** Whether a deposit can be sent; when not, `notConfiguredId` names the line that says why. */
  canDeposit: boolean;
  notConfiguredId?: string;
}

/** An issue's row: its Crossref and DOAJ files to download, and its deposit with Crossref. */
export function IssueExportActions({ issue, exports, canDeposit, notConfiguredId }: IssueExportActionsProps) {
  const name = issueName(issue);
  const download = (kind: IssueExportKind) => (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => exports.download(issue, kind)}
      aria-label={`Download ${EXPORT_NAMES[kind]} of ${name}`}
    >
      {EXPORT_NAMES[kind]}
    </Button>
  );
  return (
    <>
      {download('crossref')}
      {download('doaj')}
      <Button
        size="small"
        variant="outlined"
        onClick={() => exports.askDeposit(issue)}
        disabled={!canDeposit}
        aria-label={`Deposit to Crossref: ${name}`}
        aria-describedby={canDeposit ? undefined : notConfiguredId}
      >
        Deposit to Crossref
      </Button>
    </>
  );
}
