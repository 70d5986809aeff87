import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { CrossrefDeposit, CrossrefStatus } from '@journal/common/contracts/crossref';
import { crossrefMessages } from '@journal/common/messages';

/** Where deposits go, or what is missing before one can be sent: one line above the issues. */
export function CrossrefNotice({ status, id }: { status: CrossrefStatus | undefined; id: string }) {
  if (!status) return null;
  if (!status.configured) {
    return (
      // A standing state, not news: a status, so it is not announced as an alert on every visit.
      <Alert id={id} severity="warning" role="status" sx={{ mb: 2 }}>
        {crossrefMessages.notConfigured(status.problems)}
      </Alert>
    );
  }
  const host = status.depositUrl ? new URL(status.depositUrl).host : '';
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {status.testSystem ? crossrefMessages.testSystem(host) : crossrefMessages.liveSystem(host)}
    </Typography>
  );
}

/** An issue's last deposit: its batch and when it was sent. */
export function LastDeposit({ deposit }: { deposit: CrossrefDeposit | undefined }) {
  if (!deposit) return <>{crossrefMessages.neverDeposited}</>;
  return <>{crossrefMessages.lastDeposit(deposit.batchId, new Date(deposit.sentAt).toLocaleString())}</>;
}
