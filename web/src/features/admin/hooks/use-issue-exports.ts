import { useState } from 'react';
import type { Issue } from '@journal/common/contracts/issues';
import { crossrefMessages } from '@journal/common/messages';
import { useDepositIssue } from '../api/deposit-issue';
import { useDownloadIssueExport, type IssueExportKind } from '../api/download-issue-export';
import { actionError, type ActionError } from '../components/action-error';

/** How each export is named on the dashboard. */
export const EXPORT_NAMES: Record<IssueExportKind, string> = { crossref: 'Crossref XML', doaj: 'DOAJ XML' };

/** How the Archives tab names an issue: 'Volume 1, Issue 2'. */
export const issueName = (issue: Issue) => `${issue.volume.name}, ${issue.name}`;

/**
 * The issue list's exports: a download of either file, and a deposit with Crossref that asks
 * first; what came of the last one, for the alert above the list. No button is disabled while its
 * request runs, so that the keyboard's focus stays where it was; a deposit's dialog stays open,
 * busy, until the deposit is answered.
 */
export function useIssueExports() {
  const download = useDownloadIssueExport();
  const deposit = useDepositIssue();
  const [asking, setAsking] = useState<Issue | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const clear = () => {
    setError(null);
    setDone(null);
  };

  const onDownload = (issue: Issue, kind: IssueExportKind) => {
    clear();
    download.mutate(
      { issue, kind },
      { onError: (err) => setError(actionError(crossrefMessages.downloadFailed(EXPORT_NAMES[kind]), err)) },
    );
  };

  const onDeposit = () => {
    if (!asking) return;
    clear();
    deposit.mutate(asking._id, {
      onSuccess: (sent) => setDone(crossrefMessages.deposited(issueName(asking), sent.batchId)),
      onError: (err) => setError(actionError(crossrefMessages.depositFailed, err)),
      onSettled: () => setAsking(null),
    });
  };

  return {
    download: onDownload,
    askDeposit: (issue: Issue) => setAsking(issue),
    error,
    done,
    clear,
    /** The props of the deposit's ConfirmDialog. */
    dialog: {
      message: asking ? crossrefMessages.confirmDeposit(issueName(asking)) : null,
      confirmLabel: 'Deposit',
      busy: deposit.isPending,
      onConfirm: onDeposit,
      onCancel: () => setAsking(null),
    },
  };
}
