/**
 * Each admin tab's own words for an empty list, as the tab shows them: the dashboard of a
 * journal with nothing in it yet (support/empty-journal.ts: a second, empty namespace with its own
 * API and the file's admin), since the file's own journal holds demo content.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@journal/common/messages';
import { config } from '../src/lib/config';
import { openAdminDashboard, type AdminTab, loadAdminDashboardCode } from './support/admin-dashboard';
import { startEmptyJournal, type EmptyJournal } from './support/empty-journal';
import { ensureAdmin } from './support/journal-accounts';
import { resetBrowser } from './support/render-app';

let journal: EmptyJournal | undefined;
const suiteApi = config.apiBase;

beforeAll(async () => {
  await loadAdminDashboardCode();
  await ensureAdmin();
  journal = await startEmptyJournal();
  config.apiBase = journal.apiBase;
}, 90_000);
afterAll(async () => {
  config.apiBase = suiteApi;
  await journal?.stop();
}, 30_000);
afterEach(resetBrowser);

const tabs: [AdminTab, { table: string; empty: string }[]][] = [
  ['users', [{ table: 'Users', empty: adminMessages.noUsers }]],
  ['submissions', [{ table: 'Submissions', empty: adminMessages.noSubmissions }]],
  [
    'archives',
    [
      { table: 'Volumes', empty: adminMessages.noVolumes },
      { table: 'Issues', empty: adminMessages.noIssues },
      { table: 'Articles', empty: adminMessages.noArticles },
    ],
  ],
  ['mail', [{ table: 'Undelivered mail', empty: adminMessages.noUndeliveredMail }]],
  ['storage', [{ table: 'Storage clean-ups', empty: adminMessages.noSweeps }]],
];

describe('the admin dashboard of an empty journal', () => {
  it.each(tabs)('says so in the %s tab, list by list', async (tab, lists) => {
    const { panel } = await openAdminDashboard(tab);
    for (const { table, empty } of lists) {
      const list = within(panel).getByRole('table', { name: table });
      expect(await within(list).findByRole('cell', { name: empty })).toBeVisible();
      // The header row and the one row that says so: nothing else is listed.
      expect(within(list).getAllByRole('row')).toHaveLength(2);
    }
    expect(screen.queryByText(adminMessages.fetchFailed)).not.toBeInTheDocument();
  });
});
