/**
 * What the admin sees of mail the journal could not deliver, through the suite's own API, mail
 * trigger and mail server: an author signs up at an address the mail server turns away (the
 * suite's mail sink refuses every mailbox at unreachable.test: scripts/test/mail-sink.ts), so the
 * verification message fails. The dashboard says so on any tab, above tabs that never move for it
 * (they are shown with the outbox's first answer, while the open tab loads beside it); the Mail
 * tab lists the message with the server's reason, and "Retry now" reports that it failed again.
 * A message the outbox has given up on is listed as such, with its reason, and can still be
 * retried by hand.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from '@firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_LIMITS, type UndeliveredMail } from '@journal/common/contracts/mail';
import { mailApi } from '@journal/common/contracts/mail-routes';
import { adminMessages } from '@journal/common/messages';
import { openAdminDashboard, loadAdminDashboardCode } from './support/admin-dashboard';
import { holdAnswers, refuseFirstRead, useGateway } from './support/gateway';
import { ADMIN, apiCall, createAuthor, ensureAdmin } from './support/journal-accounts';
import { auth, renderApp, resetBrowser } from './support/render-app';

/** What the dashboard asks for to know whether mail is waiting. */
const OUTBOX = mailApi.undelivered.path({});
let adminIdToken = '';

beforeAll(async () => {
  await loadAdminDashboardCode();
  adminIdToken = (await ensureAdmin()).idToken;
}, 90_000);
afterEach(resetBrowser);

/**
 * The verification message of a new author at unreachable.test, once its delivery has failed:
 * tried, and back to waiting with the server's reason (while the trigger is trying it, it is
 * counted as tried but has no reason yet).
 */
async function failedVerification(): Promise<{ email: string; message: UndeliveredMail }> {
  const author = await createAuthor({ domain: 'unreachable.test' });
  let message: UndeliveredMail | undefined;
  // The mail trigger tries it after the sign-up has been answered.
  await waitFor(async () => {
    const { data } = await apiCall<{ data: UndeliveredMail[] }>(adminIdToken, 'GET', OUTBOX);
    message = data.find((m) => m.to === author.email && m.state === 'pending' && m.lastError !== null);
    expect(message).toBeDefined();
  });
  return { email: author.email, message: message! };
}

describe('undelivered mail on the admin dashboard', () => {
  it('is announced on every tab, listed with the reason, and a retry that fails says so', async () => {
    const { email } = await failedVerification();
    const user = userEvent.setup({ delay: null });
    await openAdminDashboard('users');

    // Already there as the tabs first appear: arriving after them, it would push them down under a
    // click on its way to one.
    const notice = screen.getByText(/could not be delivered yet\./).closest('[role="status"]');
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Show' }));

    const table = await screen.findByRole('table', { name: 'Undelivered mail' });
    const row = (await within(table).findByText(email)).closest('tr')!;
    expect(within(row).getByText('ZJEAS: please verify your e-mail address')).toBeVisible();
    expect(within(row).getByText(/550/)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: /^Retry the message to/ }));
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText(adminMessages.retryMailFailed)).toBeVisible();
    expect(failed.textContent).toMatch(/550/);
    await waitFor(() => expect(within(table).getByText(email)).toBeVisible());
  });

  it('lists a message the outbox gave up on, with its reason, and a retry by hand tries it once more', async () => {
    const { email, message } = await failedVerification();
    // Each retry by hand is one more try: the last allowed one gives the message up.
    let answer = message;
    while (answer.attempts < MAIL_OUTBOX_LIMITS.maxAttempts) {
      ({ data: answer } = await apiCall<{ data: UndeliveredMail }>(
        adminIdToken,
        'POST',
        mailApi.retry.path({ id: message._id }),
      ));
    }
    expect(answer.state).toBe('dead');

    const user = userEvent.setup({ delay: null });
    await openAdminDashboard('mail');
    const table = await screen.findByRole('table', { name: 'Undelivered mail' });
    await within(table).findByText(email);
    const row = () => within(table).getByText(email).closest('tr')!;
    expect(within(row()).getByText(/^Gave up on /)).toBeVisible();
    expect(within(row()).getByText(/550/)).toBeVisible();
    expect(within(row()).getByText(String(MAIL_OUTBOX_LIMITS.maxAttempts))).toBeVisible();

    await user.click(within(row()).getByRole('button', { name: /^Retry the message to/ }));
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText(adminMessages.retryMailFailed)).toBeVisible();
    expect(failed.textContent).toMatch(/550/);
    await waitFor(() =>
      expect(within(row()).getByText(String(MAIL_OUTBOX_LIMITS.maxAttempts + 1))).toBeVisible(),
    );
    expect(within(row()).getByText(/^Gave up on /)).toBeVisible();
  });

  it('does not hold the tabs back for the retries when the outbox cannot be read', async () => {
    const gateway = await useGateway(refuseFirstRead(OUTBOX));
    const { panel } = await openAdminDashboard('users');

    expect(gateway.to(OUTBOX).map((r) => r.status)).toEqual([502]);
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
    expect(await within(panel).findByRole('table')).toBeVisible();
    expect(screen.queryByText(/could not be delivered yet\./)).not.toBeInTheDocument();
  });

  it('loads the open tab beside the outbox, and shows the tabs once the outbox has answered', async () => {
    const outbox = holdAnswers(OUTBOX);
    const gateway = await useGateway(outbox.intercept);
    await signInWithEmailAndPassword(auth, ADMIN.email, ADMIN.password);
    renderApp('/admin/dashboard?tab=users');

    await waitFor(() => expect(gateway.to('/api/admin/users').map((r) => r.status)).toEqual([200]));
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
    outbox.release();
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByRole('row').length).toBeGreaterThan(1);
  });
});
