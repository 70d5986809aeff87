import { dashboardMessages, submissionMessages } from '@journal/common/messages';
import { ApiError } from '../../../lib/api-client';
import { errorCode, errorMessage } from '../../../lib/error-message';

/** What to tell the author, and whether their session is over (so they must sign in again). */
export interface ErrorOutcome {
  message: string;
  signInAgain: boolean;
}

/** A 401 that survived the client's token refresh and retry, or a session the browser knows is gone. */
const sessionOver = (error: unknown, browserCode: string) =>
  (error instanceof ApiError && error.status === 401) || errorCode(error) === browserCode;

/** The dashboard's list: an expired session sends the author to sign in again. */
export function listErrorOutcome(error: unknown): ErrorOutcome {
  const signInAgain = sessionOver(error, 'not-signed-in');
  const message = errorMessage(error, {
    byCode: { 'http-401': dashboardMessages.expiredToken, 'not-signed-in': dashboardMessages.expiredToken },
    showServerMessage: true,
    fallback: dashboardMessages.fetchFailed,
  });
  return { message, signInAgain };
}

/** A manuscript download from the dashboard, worded by what went wrong. */
export function downloadErrorOutcome(error: unknown): ErrorOutcome {
  const message = errorMessage(error, {
    byCode: {
      'not-signed-in': dashboardMessages.noToken,
      'http-401': dashboardMessages.expiredToken,
      'http-404': dashboardMessages.fileNotFound,
      network: dashboardMessages.networkIssue,
    },
    fallback: dashboardMessages.downloadFailed,
  });
  return { message, signInAgain: sessionOver(error, 'http-401') };
}

/** Sending the form: a session that cannot be refreshed sends the author to sign in again. */
export function submitErrorOutcome(error: unknown): ErrorOutcome {
  const signInAgain = sessionOver(error, 'token-refresh-failed');
  const message = errorMessage(error, {
    byCode: {
      'not-signed-in': submissionMessages.notSignedIn,
      'token-refresh-failed': submissionMessages.tokenRefreshFailed,
      'http-401': submissionMessages.tokenRefreshFailed,
      network: submissionMessages.network,
    },
    showServerMessage: true,
    fallback: submissionMessages.failed,
  });
  return { message, signInAgain };
}
