/**
 * A manuscript download from the admin's Submissions tab that goes wrong, each way for real,
 * worded as SPEC words it: a file missing from storage, a session the API refuses even after a
 * fresh token, a firewall in front of the API that refuses the download, and a proxy's 502.
 * ("No admin token found" needs a failed sign-out: e2e/sign-out-failure.spec.ts.)
 * It revokes its own namespace's admin's sessions; no other file sees it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@journal/common/messages';
import { openAdminDashboard, loadAdminDashboardCode } from './support/admin-dashboard';
import { BAD_GATEWAY, FORBIDDEN, useGateway, type GatewayAnswer } from './support/gateway';
import {
  createAuthor,
  deleteManuscriptFile,
  ensureAdmin,
  revokeSessions,
  submitPaper,
  type SubmittedPaper,
} from './support/journal-accounts';
import { resetBrowser } from './support/render-app';

let adminUid = '';
beforeAll(async () => {
  await loadAdminDashboardCode();
  adminUid = (await ensureAdmin()).uid;
}, 90_000);
afterEach(resetBrowser);

/** An author's paper, and the admin on the Submissions tab with its row shown. */
async function submissionsTabWith(paper: SubmittedPaper) {
  const { panel } = await openAdminDashboard('submissions');
  const row = await within(panel).findByRole('row', { name: new RegExp(paper.paperTitle) });
  return { panel, row };
}

const download = (row: HTMLElement, paper: SubmittedPaper) =>
  userEvent
    .setup({ delay: null })
    .click(within(row).getByRole('button', { name: `Download ${paper.fileName}` }));

const downloadPath = (paper: SubmittedPaper) => `/api/admin/submissions/${paper.submissionId}`;

/** The gateway answers `answer` to the download of `paper` and passes everything else on. */
const useRefusalOfDownload = (paper: SubmittedPaper, answer: GatewayAnswer) =>
  useGateway((request) => (request.pathname === downloadPath(paper) ? answer : undefined));

describe('a failed manuscript download on the admin dashboard', () => {
  it('says "File not found on server." when the manuscript is missing from storage', async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author);
    await deleteManuscriptFile(author.uid, paper.submissionId);
    const { panel, row } = await submissionsTabWith(paper);

    await download(row, paper);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(adminMessages.fileNotFound);
  });

  it('says "Unauthorized. Please log in again." when the API refuses the session even after a fresh token', async () => {
    const paper = await submitPaper(await createAuthor());
    const gateway = await useGateway();
    const { panel, row } = await submissionsTabWith(paper);
    await revokeSessions(adminUid);

    await download(row, paper);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(adminMessages.unauthorized);
    const tries = gateway.to(downloadPath(paper));
    expect(tries.map((r) => r.status)).toEqual([401, 401]);
    // The second try carried a token refreshed after the first was refused.
    expect(tries[1]?.authorization).not.toBe(tries[0]?.authorization);
  });

  it('says "Access denied. Admin privileges required." when a firewall in front of the API refuses the download', async () => {
    const paper = await submitPaper(await createAuthor());
    const gateway = await useRefusalOfDownload(paper, FORBIDDEN);
    const { panel, row } = await submissionsTabWith(paper);

    await download(row, paper);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(adminMessages.accessDenied);
    expect(gateway.to(downloadPath(paper)).map((r) => r.status)).toEqual([403]);
  });

  it('says "Failed to download manuscript. Please try again." for any other failure', async () => {
    const paper = await submitPaper(await createAuthor());
    const gateway = await useRefusalOfDownload(paper, BAD_GATEWAY);
    const { panel, row } = await submissionsTabWith(paper);

    await download(row, paper);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(adminMessages.downloadFailed);
    expect(gateway.to(downloadPath(paper)).map((r) => r.status)).toEqual([502]);
    expect(screen.queryByText(adminMessages.unauthorized)).not.toBeInTheDocument();
  });
});
