/**
 * A manuscript download from the author dashboard that goes wrong, each way for real, worded
 * as SPEC words it: a session the API no longer accepts (and back to the guidelines to log in),
 * a server that cannot be reached, a file missing from storage, and any other failure.
 * ("No authentication token found" needs a failed sign-out: e2e/sign-out-failure.spec.ts.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardMessages } from '@journal/common/messages';
import { BAD_GATEWAY, useGateway, useUnreachableApi } from './support/gateway';
import { createAuthor, deleteManuscriptFile, revokeSessions, submitPaper } from './support/journal-accounts';
import { auth, renderApp, resetBrowser, signInAuthor } from './support/render-app';

const GUIDELINES = '/guidelines/author-guidelines/submission';

afterEach(resetBrowser);

/** An author with one submission, on the dashboard, its row shown. */
async function dashboardWithPaper() {
  const author = await createAuthor();
  const paper = await submitPaper(author);
  await signInAuthor(author);
  const router = renderApp(`${GUIDELINES}/dashboard`);
  const row = await screen.findByRole('row', { name: new RegExp(paper.paperTitle) });
  return { author, paper, row, router };
}

const download = (row: HTMLElement) =>
  userEvent.setup().click(within(row).getByRole('button', { name: /^Download/ }));

describe('a failed manuscript download on the author dashboard', () => {
  it('sends an author whose session the API refuses (even after a fresh token) back to log in', async () => {
    const { author, row, router } = await dashboardWithPaper();
    await revokeSessions(author.uid);

    await download(row);
    await waitFor(() => expect(router.state.location.pathname).toBe(GUIDELINES));
    expect(await screen.findByText(dashboardMessages.expiredToken)).toBeVisible();
    expect(auth.currentUser).toBeNull();
  });

  it('says "Network issue or server configuration error" when the server cannot be reached', async () => {
    const { row } = await dashboardWithPaper();
    await useUnreachableApi();
    await download(row);
    expect(await screen.findByText(dashboardMessages.networkIssue)).toBeVisible();
  });

  it('says the file is not on the server when the manuscript is missing from storage', async () => {
    const { author, paper, row } = await dashboardWithPaper();
    await deleteManuscriptFile(author.uid, paper.submissionId);
    await download(row);
    expect(await screen.findByText(dashboardMessages.fileNotFound)).toBeVisible();
  });

  it('says "Failed to download manuscript. Please try again." for any other failure', async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author);
    const gateway = await useGateway((request) =>
      request.pathname === `/api/submissions/${paper.submissionId}` ? BAD_GATEWAY : undefined,
    );
    await signInAuthor(author);
    renderApp(`${GUIDELINES}/dashboard`);
    await download(await screen.findByRole('row', { name: new RegExp(paper.paperTitle) }));

    expect(await screen.findByText(dashboardMessages.downloadFailed)).toBeVisible();
    // The download's own answer: the dashboard's other calls may pass the gateway after it.
    const tries = gateway.to(`/api/submissions/${paper.submissionId}`);
    expect(tries.map((r) => r.status)).toEqual([502]);
  });
});
