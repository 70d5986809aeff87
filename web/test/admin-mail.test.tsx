/**
 * What the admin sees of mail the journal could not deliver, through the suite's own API and
 * mail server: an author signs up at an address the mail server turns away (the suite's mail
 * sink refuses every mailbox at unreachable.test: scripts/test/mail-sink.ts), so the
 * verification message fails. The dashboard says so on any tab; the Mail tab lists the message
 * with the server's reason, and "Retry now" reports that it failed again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@journal/common/messages';
import { openAdminDashboard } from './support/admin-dashboard';
import { createAuthor, ensureAdmin } from './support/journal-accounts';
import { resetBrowser } from './support/render-app';

beforeAll(async () => {
  await Promise.all([
    import('../src/features/admin/components/admin-dashboard-page'),
    import('../src/lib/firebase'),
  ]);
  await ensureAdmin();
}, 90_000);
afterEach(resetBrowser);

describe('undelivered mail on the admin dashboard', () => {
  it('is announced on every tab, listed with the reason, and a retry that fails says so', async () => {
    const author = await createAuthor({ domain: 'unreachable.test' });
    const user = userEvent.setup({ delay: null });
    await openAdminDashboard('users');

    const notice = (await screen.findByText(/could not be delivered yet\./)).closest('[role="status"]');
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Show' }));

    const table = await screen.findByRole('table', { name: 'Undelivered mail' });
    const row = (await within(table).findByText(author.email)).closest('tr')!;
    expect(within(row).getByText('ZJEAS: please verify your e-mail address')).toBeVisible();
    expect(within(row).getByText(/550/)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: /^Retry the message to/ }));
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText(adminMessages.retryMailFailed)).toBeVisible();
    expect(failed.textContent).toMatch(/550/);
    await waitFor(() => expect(within(table).getByText(author.email)).toBeVisible());
  });
});
