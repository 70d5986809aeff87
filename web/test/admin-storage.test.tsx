/**
 * The admin's Storage tab: each run of the storage sweeper with the files it removed and their
 * sizes (support/sweep-records.ts writes a run as the sweeper records one), through the suite's
 * own API. The tab is reached with the keyboard.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openAdminDashboard, loadAdminDashboardCode } from './support/admin-dashboard';
import { ensureAdmin, unique } from './support/journal-accounts';
import { resetBrowser } from './support/render-app';
import { recordSweep } from './support/sweep-records';

beforeAll(async () => {
  await loadAdminDashboardCode();
  await ensureAdmin();
}, 90_000);
afterEach(resetBrowser);

describe('the storage clean-up on the admin dashboard', () => {
  it('lists what each run removed, with sizes', async () => {
    const orphan = `articles/${unique('orphan')}/article.pdf`;
    const ranAt = new Date(Date.now() - 60_000);
    await recordSweep({
      ranAt,
      checked: 137,
      removed: [{ path: orphan, size: 12_595, storedAt: new Date(ranAt.getTime() - 2 * 86_400_000) }],
    });
    const user = userEvent.setup({ delay: null });
    await openAdminDashboard('mail');

    const tab = screen.getByRole('tab', { name: 'Storage' });
    tab.focus();
    await user.keyboard('{Enter}');
    expect(tab).toHaveAttribute('aria-selected', 'true');

    const table = await screen.findByRole('table', { name: 'Storage clean-ups' });
    const row = (await within(table).findByText(orphan)).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(ranAt.toLocaleString());
    expect(cells[1]).toHaveTextContent('137');
    expect(within(cells[2]!).getByRole('listitem')).toHaveTextContent(`${orphan} (12.3 kB, stored`);
    expect(cells[3]).toHaveTextContent('0');
  });
});
