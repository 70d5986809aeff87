import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { userApi } from '@journal/common/contracts/users-routes';
import { authMessages } from '@journal/common/messages';
import { apiJson } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';

/**
 * Until the author opens the verification link, the dashboard says so and offers to send it
 * again; the API refuses their submissions meanwhile (403 email-unverified). A refusal says why
 * in the API's words (asked again too soon: 429 verification-rate-limited).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const resend = async () => {
    setState('sending');
    try {
      await apiJson(userApi.verification.path({}), { method: 'POST', authenticated: true });
      setState('sent');
    } catch (error) {
      setFailure(
        errorMessage(error, { showServerMessage: true, fallback: authMessages.verificationSendFailed }),
      );
      setState('failed');
    }
  };
  return (
    <Alert
      severity={state === 'failed' ? 'error' : 'warning'}
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" disabled={state === 'sending'} onClick={() => void resend()}>
          {authMessages.resendVerification}
        </Button>
      }
    >
      {authMessages.unverifiedNotice(email)}
      {state === 'sent' && ` ${authMessages.verificationSent}`}
      {state === 'failed' && ` ${failure}`}
    </Alert>
  );
}
