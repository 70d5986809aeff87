/**
 * `npm run admin:grant` against the test run's Auth emulator: it refuses an account whose
 * e-mail is not verified (anyone can sign up with the public admin address first), and on a
 * verified one it prints the uid and creation time for the operator to confirm.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createAccount } from '../../functions/test/harness';
import { TEST_PROJECT } from './emulator-env';
import { runScript, type CommandResult } from './run-command';

const target = `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST}, project ${TEST_PROJECT}`;

function grant(email: string): Promise<CommandResult> {
  return runScript('admin-grant.ts', [email], { ...process.env, ADMIN_EMAIL: email });
}

describe('npm run admin:grant', () => {
  it('refuses an account whose e-mail is not verified, naming it, and grants nothing', async () => {
    const squatter = await createAccount();
    const { metadata } = await adminAuth.getUser(squatter.uid);
    const result = await grant(squatter.email);
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe(
      `Refusing: the account ${squatter.email} (uid ${squatter.uid}, created ${metadata.creationTime}) in ${target} has not verified its e-mail address.`,
    );
    expect(result.stdout).toBe('');
    expect((await adminAuth.getUser(squatter.uid)).customClaims?.admin).toBeUndefined();
  });

  it('grants a verified account and prints its uid and creation time', async () => {
    const owner = await createAccount();
    await adminAuth.updateUser(owner.uid, { emailVerified: true });
    const { metadata } = await adminAuth.getUser(owner.uid);
    const result = await grant(owner.email);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n').slice(0, 3)).toEqual([
      `Granted the admin claim to ${owner.email} (uid ${owner.uid}, created ${metadata.creationTime}) in ${target}.`,
      "It takes effect at that account's next sign-in (or ID token refresh).",
      'Confirm that this uid and creation time are those of the account you made; if not, delete that account in the Firebase console at once.',
    ]);
    expect((await adminAuth.getUser(owner.uid)).customClaims).toEqual({ admin: true });
  });
});
