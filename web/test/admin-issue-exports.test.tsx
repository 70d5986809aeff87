/**
 * The issues on the admin's Archives tab, with their scholarly exports, through the suite's own
 * API (which has no Crossref credentials): each row's Crossref and DOAJ files, downloaded with the
 * keyboard and saved as the API wrote them; "Deposit to Crossref" disabled, described by the line
 * that names what is missing; the issue's last deposit in its row; a refused export shown with
 * the API's reason; and the rows shown with that line, never before it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import type { CrossrefDeposit } from '@journal/common/contracts/crossref';
import { exportApi } from '@journal/common/contracts/exports-routes';
import type { Issue } from '@journal/common/contracts/issues';
import { issueApi } from '@journal/common/contracts/issues-routes';
import { crossrefMessages, exportMessages } from '@journal/common/messages';
import { openAdminDashboard, loadAdminDashboardCode } from './support/admin-dashboard';
import { recordLastDeposit } from './support/crossref-records';
import { holdAnswers, refuseFirstRead, useGateway } from './support/gateway';
import { apiCall, ensureAdmin, unique } from './support/journal-accounts';
import { resetBrowser } from './support/render-app';

let adminIdToken = '';
let issues: Issue[] = [];

beforeAll(async () => {
  await loadAdminDashboardCode();
  adminIdToken = (await ensureAdmin()).idToken;
  issues = (await apiCall<{ data: Issue[] }>(adminIdToken, 'GET', '/api/admin/issues')).data;
}, 90_000);
afterEach(resetBrowser);

/** What the browser saved: each file's name and text (jsdom has no object URLs of its own). */
let saved: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  saved = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => `blob:${blobs.push(blob)}`;
  URL.revokeObjectURL = () => {};
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs[Number(this.href.replace('blob:', '')) - 1]!;
    saved.push({ name: this.download, text: blob.text() });
  });
  return () => click.mockRestore();
});

const CROSSREF_STATUS = exportApi.crossrefStatus.path({});
const ADMIN_ISSUES = issueApi.adminList.path({});

const MISSING = crossrefMessages.notConfigured([
  crossrefMessages.usernameMissing,
  crossrefMessages.passwordMissing,
]);

const issueNamed = (volume: string, name: string) =>
  issues.find((issue) => issue.volume.name === volume && issue.name === name)!;

/** The Archives tab's issue table, once it shows the issue's row; answers the row. */
async function issueRow(issue: Issue) {
  await openAdminDashboard('archives');
  const table = await screen.findByRole('table', { name: 'Issues' });
  const name = `${issue.volume.name}, ${issue.name}`;
  const deposit = await within(table).findByRole('button', { name: `Deposit to Crossref: ${name}` });
  return deposit.closest('tr')!;
}

async function articlesOf(issue: Issue): Promise<Article[]> {
  const path = `/api/articles?volume=${issue.volume.slug}&issue=${issue.slug}&sort=oldest`;
  return (await apiCall<{ data: Article[] }>(adminIdToken, 'GET', path)).data;
}

describe('an issue’s scholarly exports on the Archives tab', () => {
  it('downloads its Crossref and DOAJ files with the keyboard, and says why it cannot deposit', async () => {
    const issue = issueNamed('Volume 1', 'Issue 2');
    const articles = await articlesOf(issue);
    expect(articles.length).toBeGreaterThan(0);
    const user = userEvent.setup({ delay: null });
    const row = await issueRow(issue);

    // Nothing is configured on this API: the button is off, and the line above says what is missing.
    const notice = await screen.findByText(MISSING);
    const deposit = within(row).getByRole('button', { name: 'Deposit to Crossref: Volume 1, Issue 2' });
    expect(deposit).toBeDisabled();
    expect(deposit).toHaveAccessibleDescription(MISSING);
    expect(notice).toBeVisible();
    expect(within(row).getByText(crossrefMessages.neverDeposited)).toBeInTheDocument();

    const crossrefButton = within(row).getByRole('button', {
      name: 'Download Crossref XML of Volume 1, Issue 2',
    });
    crossrefButton.focus();
    await user.keyboard('{Enter}');
    // Testing Library's wait, with the suite's limit (web/test/setup.ts), not vitest's one second.
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(crossrefButton).toHaveFocus();
    expect(saved[0]!.name).toMatch(/^volume-1-issue-2-crossref-\d+\.xml$/);
    const crossref = await saved[0]!.text;
    expect(crossref).toContain('<doi_batch version="5.4.0"');
    expect([...crossref.matchAll(/<doi_data><doi>([^<]+)<\/doi>/g)].map((m) => m[1])).toEqual(
      articles.map((article) => article.doi),
    );

    await user.tab();
    expect(within(row).getByRole('button', { name: 'Download DOAJ XML of Volume 1, Issue 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('volume-1-issue-2-doaj.xml');
    const doaj = await saved[1]!.text;
    expect([...doaj.matchAll(/<publisherRecordId>([^<]+)</g)].map((m) => m[1])).toEqual(
      articles.map((article) => article._id),
    );
    expect(screen.queryByText(/Failed to download/)).not.toBeInTheDocument();
  });

  it('shows the issue’s last deposit: its batch and when it was sent', async () => {
    const issue = issueNamed('Volume 2', 'Issue 1');
    const deposit: CrossrefDeposit = {
      batchId: `issue-${issue._id}-1767225600000`,
      timestamp: 1767225600000,
      issueId: issue._id,
      articles: 4,
      sentAt: '2026-01-01T00:00:00.000Z',
      depositUrl: 'https://test.crossref.org/servlet/deposit',
      receiverStatus: 200,
      receiverMessage: 'SUCCESS Your batch submission was successfully received.',
    };
    await recordLastDeposit(deposit);
    const row = await issueRow(issue);
    expect(
      await within(row).findByText(
        crossrefMessages.lastDeposit(deposit.batchId, new Date(deposit.sentAt).toLocaleString()),
      ),
    ).toBeInTheDocument();
  });

  it('shows why an export was refused: an issue without articles', async () => {
    const slug = unique('vol');
    const volume = (
      await apiCall<{ data: { _id: string } }>(adminIdToken, 'POST', '/api/admin/volumes', {
        year: 2031,
        name: `Volume ${slug}`,
        slug,
      })
    ).data;
    const empty = (
      await apiCall<{ data: Issue }>(adminIdToken, 'POST', '/api/admin/issues', {
        name: 'Issue 9',
        slug: 'issue-9',
        volume: volume._id,
      })
    ).data;
    issues.push(empty);
    const user = userEvent.setup({ delay: null });
    const row = await issueRow(empty);

    await user.click(
      within(row).getByRole('button', { name: `Download Crossref XML of Volume ${slug}, Issue 9` }),
    );
    const title = await screen.findByText(crossrefMessages.downloadFailed('Crossref XML'));
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(exportMessages.noArticles);
    expect(saved).toEqual([]);
  });

  it('shows the issues with the Crossref line above them, never before it, so no row moves', async () => {
    const status = holdAnswers(CROSSREF_STATUS);
    const gateway = await useGateway(status.intercept);
    const { panel } = await openAdminDashboard('archives');

    await waitFor(() => expect(gateway.to(ADMIN_ISSUES).map((r) => r.status)).toEqual([200]));
    const table = within(panel).getByRole('table', { name: 'Issues' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).queryAllByRole('button', { name: /^Deposit to Crossref: / })).toEqual([]);
    status.release();
    const notice = await within(panel).findByText(MISSING);
    // The same answer draws both: the rows are there as soon as the line is.
    expect(within(panel).getAllByRole('button', { name: /^Deposit to Crossref: / }).length).toBeGreaterThan(
      0,
    );
    expect(notice).toBeVisible();
  });

  it('does not hold the issues back for the retries when the Crossref status cannot be read', async () => {
    const gateway = await useGateway(refuseFirstRead(CROSSREF_STATUS));
    const { panel } = await openAdminDashboard('archives');

    const name = 'Volume 1, Issue 2';
    const deposit = await within(panel).findByRole('button', { name: `Deposit to Crossref: ${name}` });
    expect(gateway.to(CROSSREF_STATUS).map((r) => r.status)).toEqual([502]);
    // Whether deposits can be sent is not known yet: the button stays off meanwhile.
    expect(deposit).toBeDisabled();
    expect(within(panel).queryByText(MISSING)).not.toBeInTheDocument();
  });
});
