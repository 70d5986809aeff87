import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MAIL_OUTBOX_LIMITS } from '@journal/common/contracts/mail';
import { adminMessages } from '@journal/common/messages';
import { useRetryMail, useUndeliveredMail } from '../api/admin-mail';
import { actionError, ActionErrorAlert, type ActionError } from './action-error';
import { AdminTable } from './admin-table';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/**
 * The messages the journal could not deliver: to whom, what, how often it was tried and what the
 * mail server said. The outbox tries each again on its own with growing pauses, until it gives
 * the message up; "Retry now" is for after the mail settings have been fixed, and for a message
 * given up.
 */
export function MailTab() {
  const mail = useUndeliveredMail();
  const retry = useRetryMail();
  const [error, setError] = useState<ActionError | null>(null);

  const onRetry = (id: string) => {
    setError(null);
    retry.mutate(id, {
      onSuccess: (message) => {
        if (message.state !== 'sent')
          setError({ title: adminMessages.retryMailFailed, detail: message.lastError ?? undefined });
      },
      onError: (err) => setError(actionError(adminMessages.retryMailFailed, err)),
    });
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {adminMessages.mailRetryPolicy(
          MAIL_OUTBOX_LIMITS.maxAttempts,
          MAIL_OUTBOX_LIMITS.maxAgeHours,
          MAIL_OUTBOX_LIMITS.keptDays,
        )}
      </Typography>
      <ActionErrorAlert error={error} onClose={() => setError(null)} />
      <AdminTable
        label="Undelivered mail"
        columns={['To', 'Subject', 'Attempts', 'Last error', 'Next attempt', 'Actions']}
        query={mail}
        emptyMessage={adminMessages.noUndeliveredMail}
        renderRow={(message) => (
          <TableRow key={message._id}>
            <TableCell>{message.to}</TableCell>
            <TableCell>{message.subject}</TableCell>
            <TableCell>{message.attempts}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{message.lastError ?? 'Not tried yet'}</TableCell>
            <TableCell>
              {message.state === 'dead'
                ? adminMessages.mailGaveUp(when(message.deadAt))
                : when(message.nextAttemptAt)}
            </TableCell>
            <TableCell>
              <Button
                size="small"
                disabled={retry.isPending && retry.variables === message._id}
                onClick={() => onRetry(message._id)}
                aria-label={`Retry the message to ${message.to}: ${message.subject}`}
              >
                Retry now
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
