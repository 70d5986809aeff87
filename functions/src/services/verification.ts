/**
 * The verification message: a link from the Auth service (generateEmailVerificationLink; on the
 * emulators it opens the Auth emulator, in production the app's e-mail action page) that
 * brings the author back to the dashboard, sent through the journal's own mail path.
 */
import { submissionPages } from '@journal/common/contracts/submissions-routes';
import { authErrors } from '@journal/common/contracts/users';
import { config } from '../config';
import { adminAuth, db } from './firebase';
import { queueMail } from './mail';
import { verificationMessage } from './mail-templates';
import { mailboxOf } from './mailbox';
import { enforce, RATE_LIMITS } from './rate-limits';
import { findUser } from './users';

export async function sendVerification(email: string, name: string): Promise<void> {
  const link = await adminAuth.generateEmailVerificationLink(email, {
    url: `${config.siteUrl}${submissionPages.dashboard.path({})}`,
  });
  const batch = db.batch();
  queueMail(batch, verificationMessage(email, name, link));
  await batch.commit();
}

/**
 * A new message for an account not yet verified; answers what it found. Limited per account and
 * per mailbox it goes to (the address may have changed since the token was issued): a 429
 * `verification-rate-limited` sends nothing.
 */
export async function resendVerification(uid: string): Promise<'sent' | 'verified' | 'no-email'> {
  const record = await adminAuth.getUser(uid);
  if (record.emailVerified) return 'verified';
  if (!record.email) return 'no-email';
  await enforce(authErrors.tooManyVerifications, [
    { limit: RATE_LIMITS.verificationsPerAccount, subject: uid },
    { limit: RATE_LIMITS.verificationsPerMailbox, subject: mailboxOf(record.email) },
  ]);
  const profile = await findUser(uid);
  await sendVerification(record.email, profile?.username ?? record.email);
  return 'sent';
}
