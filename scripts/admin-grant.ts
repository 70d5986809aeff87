/**
 * Grants the admin role: sets the custom claim `admin: true` on the Firebase Auth account with
 * the given e-mail (docs/decisions.md "Identity and roles"). Run once per project, with credentials
 * that may manage its users:
 *
 *   gcloud auth application-default login        (or GOOGLE_APPLICATION_CREDENTIALS=key.json)
 *   ADMIN_EMAIL=editor-in-chief@uni.example npm run admin:grant -- editor-in-chief@uni.example --project my-project
 *
 * The API trusts the claim only on the account whose e-mail equals the functions' ADMIN_EMAIL
 * parameter and is verified, so when ADMIN_EMAIL is set here the script refuses any other
 * e-mail, and it refuses an account whose e-mail is not verified: the admin address is public
 * and sign-up is open, so an unverified account at that address may be anyone's. It prints the
 * account's uid and creation time, for the operator to confirm it is the account they made.
 * The account must exist already (create it in the Firebase console or with the client). With
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin talks to that emulator instead.
 */
import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USAGE = 'Usage: npm run admin:grant -- <email> [--project <project-id>]';

class GrantError extends Error {}

function readArguments(): { email: string; projectId: string | undefined } {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' } },
  });
  const [email, ...extra] = positionals;
  if (!email || extra.length > 0) throw new GrantError(USAGE);
  const normalised = email.trim().toLowerCase();
  if (!EMAIL.test(normalised)) throw new GrantError(`'${email}' is not an e-mail address.\n${USAGE}`);
  const projectId = values.project ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  return { email: normalised, projectId };
}

/** firebase-admin's failures, with what to do about the common ones. */
function explain(err: unknown, email: string, project: string): string {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  if (code === 'auth/user-not-found') {
    return `No account with the e-mail ${email} exists in ${project}. Create it first (Firebase console > Authentication > Add user), then run this again.`;
  }
  if (/default credentials|could not refresh access token|invalid_grant/i.test(message)) {
    return `No usable credentials: ${message}\nRun 'gcloud auth application-default login' or set GOOGLE_APPLICATION_CREDENTIALS to a service-account key.`;
  }
  if (/project id/i.test(message)) {
    return `${message}\nName the project with --project <project-id> or GOOGLE_CLOUD_PROJECT.`;
  }
  return `Could not grant the admin claim: ${message}`;
}

async function grant(): Promise<void> {
  const { email, projectId } = readArguments();
  const adminEmail = process.env.ADMIN_EMAIL?.trim().toLowerCase();
  if (adminEmail && adminEmail !== email) {
    throw new GrantError(
      `Refusing: ${email} is not the configured ADMIN_EMAIL (${adminEmail}). The API only honours the claim on that account.`,
    );
  }
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeApp({ credential: applicationDefault(), ...(projectId ? { projectId } : {}) });
  const target = `${emulator ? `the Auth emulator at ${emulator}, ` : ''}project ${projectId ?? '(from the credentials)'}`;
  const auth = getAuth(app);
  let user: UserRecord;
  try {
    user = await auth.getUserByEmail(email);
  } catch (err) {
    throw new GrantError(explain(err, email, target));
  }
  const account = `${email} (uid ${user.uid}, created ${user.metadata.creationTime})`;
  if (!user.emailVerified) {
    throw new GrantError(
      [
        `Refusing: the account ${account} in ${target} has not verified its e-mail address.`,
        'The admin e-mail is public and anyone can sign up with it, so an unverified account at that address may not be yours.',
        'If you made this account at that time, open the verification link sent to that mailbox (or verify it in the Firebase console), then run this again.',
        'If you did not, delete it in the Firebase console, create the admin account yourself, verify it, and run this again.',
      ].join('\n'),
    );
  }
  try {
    if (user.customClaims?.admin === true) {
      console.log(`${account} already holds the admin claim in ${target}. Nothing changed.`);
    } else {
      await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
      console.log(`Granted the admin claim to ${account} in ${target}.`);
      console.log("It takes effect at that account's next sign-in (or ID token refresh).");
    }
  } catch (err) {
    throw new GrantError(explain(err, email, target));
  }
  console.log(
    'Confirm that this uid and creation time are those of the account you made; if not, delete that account in the Firebase console at once.',
  );
  if (!adminEmail) {
    console.log(`Note: ADMIN_EMAIL is not set here. The functions' ADMIN_EMAIL parameter must be ${email}.`);
  }
}

grant().catch((err: unknown) => {
  console.error(err instanceof GrantError ? err.message : err);
  process.exitCode = 1;
});
