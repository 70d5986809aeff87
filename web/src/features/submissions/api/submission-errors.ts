import { dashboardMessages, submissionMessages } from '@journal/common/messages';
import { ApiError, NetworkError, NotSignedInError } from '../../../lib/api-client';
import { TokenRefreshError } from './create-submission';

/** What to tell the author, and whether their session is over (so they must sign in again). */
export interface ErrorOutcome {
  message: string;
  signInAgain: boolean;
}

const expired = (error: unknown) => error instanceof ApiError && error.status === 401;

export function listErrorOutcome(error: unknown): ErrorOutcome {
  if (expired(error) || error instanceof NotSignedInError) {
    return { message: dashboardMessages.expiredToken, signInAgain: true };
  }
  if (error instanceof ApiError)
    return { message: error.message || dashboardMessages.fetchFailed, signInAgain: false };
  return { message: dashboardMessages.fetchFailed, signInAgain: false };
}

export function downloadErrorOutcome(error: unknown): ErrorOutcome {
  if (error instanceof NotSignedInError) return { message: dashboardMessages.noToken, signInAgain: false };
  if (expired(error)) return { message: dashboardMessages.expiredToken, signInAgain: true };
  if (error instanceof ApiError && error.status === 404) {
    return { message: dashboardMessages.fileNotFound, signInAgain: false };
  }
  if (error instanceof NetworkError) return { message: dashboardMessages.networkIssue, signInAgain: false };
  return { message: dashboardMessages.downloadFailed, signInAgain: false };
}

export function submitErrorOutcome(error: unknown): ErrorOutcome {
  if (error instanceof NotSignedInError)
    return { message: submissionMessages.notSignedIn, signInAgain: false };
  if (error instanceof TokenRefreshError || expired(error)) {
    return { message: submissionMessages.tokenRefreshFailed, signInAgain: true };
  }
  if (error instanceof NetworkError) return { message: submissionMessages.network, signInAgain: false };
  if (error instanceof ApiError)
    return { message: error.message || submissionMessages.failed, signInAgain: false };
  return { message: submissionMessages.failed, signInAgain: false };
}
