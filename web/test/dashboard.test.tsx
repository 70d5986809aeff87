import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authMessages, dashboardMessages } from '@journal/common/messages';
import {
  apiCall,
  createArchiveRecords,
  createAuthor,
  ensureAdmin,
  removeArchiveRecords,
  revokeSessions,
  setEmailVerified,
  submitPaper,
  type Author,
} from './support/journal-accounts';
import { auth, renderApp, resetBrowser, signInAuthor } from './support/render-app';

const DASHBOARD = '/guidelines/author-guidelines/submission/dashboard';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetBrowser();
});

async function openDashboard(author: Author) {
  await signInAuthor(author);
  const router = renderApp(DASHBOARD);
  expect(await screen.findByText(`Welcome, ${author.username}`)).toBeInTheDocument();
  return router;
}

const rowOf = (title: string) => screen.findByRole('row', { name: new RegExp(title) });

describe('the author dashboard', () => {
  it('says the address is unverified and sends the link again on request', async () => {
    const author = await createAuthor();
    await setEmailVerified(author.uid, false);
    await openDashboard(author);
    expect(
      await screen.findByText(authMessages.unverifiedNotice(author.email), { exact: false }),
    ).toBeVisible();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: authMessages.resendVerification }));
    expect(await screen.findByText(authMessages.verificationSent, { exact: false })).toBeVisible();
  });

  it('says why, in the API’s words, when the link is asked for again too soon', async () => {
    const author = await createAuthor();
    await setEmailVerified(author.uid, false);
    await openDashboard(author);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: authMessages.resendVerification }));
    expect(await screen.findByText(authMessages.verificationSent, { exact: false })).toBeVisible();
    await user.click(screen.getByRole('button', { name: authMessages.resendVerification }));
    expect(await screen.findByText(authMessages.tooManyVerificationRequests, { exact: false })).toBeVisible();
    expect(screen.queryByText(authMessages.verificationSendFailed, { exact: false })).toBeNull();
  });

  it('welcomes the author and shows the empty state with a way to submit', async () => {
    const author = await createAuthor();
    await openDashboard(author);
    expect(await screen.findByText(dashboardMessages.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New Submission' })[0]).toHaveAttribute(
      'href',
      '/guidelines/author-guidelines/submission/newsubmit',
    );
    expect(screen.getByRole('link', { name: /Back to Submission Guidelines/ })).toHaveAttribute(
      'href',
      '/guidelines/author-guidelines/submission',
    );
  });

  it('lists only the author’s own submissions, with status in words and one row open at a time', async () => {
    const author = await createAuthor();
    const other = await createAuthor();
    const first = await submitPaper(author, [
      {
        name: 'Mutale Banda',
        affiliation: 'Copperbelt University',
        email: 'mutale@example.test',
        country: 'Zambia',
      },
    ]);
    const second = await submitPaper(author);
    const foreign = await submitPaper(other);
    await openDashboard(author);

    const table = await screen.findByRole('table', { name: 'Your submissions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Title', 'Date', 'Actions', 'Status']);
    const firstRow = await rowOf(first.paperTitle);
    expect(within(firstRow).getByText(first.submissionId)).toBeInTheDocument();
    expect(within(firstRow).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText(foreign.paperTitle)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(firstRow).getByRole('button', { name: 'Show Details' }));
    expect(await screen.findByText(/Mutale Banda, Copperbelt University, Zambia/)).toBeInTheDocument();
    expect(within(firstRow).getByRole('button', { name: 'Hide Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(await rowOf(second.paperTitle)).getByRole('button', { name: 'Show Details' }));
    await waitFor(() => expect(screen.queryByText(/Mutale Banda/)).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: 'Hide Details' })).toHaveLength(1);
  });

  it('shows cards instead of the table on a small screen', async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author);
    // jsdom has no media queries: answer every one as a narrow screen would.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    await openDashboard(author);

    const cards = await screen.findByRole('list', { name: 'Your submissions' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: paper.paperTitle })).toBeInTheDocument();
    expect(within(card).getByText(`ID: ${paper.submissionId}`)).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Show Details' }));
    expect(await within(card).findByText('University of the Zambezi')).toBeInTheDocument();
  });

  it('shows a decision the admin made', async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author);
    const admin = await ensureAdmin();
    await apiCall(admin.idToken, 'PATCH', `/api/admin/submissions/${paper.submissionId}/approve`);
    await openDashboard(author);
    expect(within(await rowOf(paper.paperTitle)).getByText('Approved')).toBeInTheDocument();
  });

  it('downloads the manuscript under its own name, byte for byte', async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author);
    let saved: { name: string; blob: Blob } | null = null;
    let pendingBlob: Blob | null = null;
    // jsdom cannot save files: record what the page hands to the browser instead.
    const { createObjectURL, revokeObjectURL } = URL;
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    });
    URL.createObjectURL = (blob: Blob) => {
      pendingBlob = blob;
      return 'blob:manuscript';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (pendingBlob) saved = { name: this.download, blob: pendingBlob };
    });
    await openDashboard(author);

    await userEvent
      .setup()
      .click(within(await rowOf(paper.paperTitle)).getByRole('button', { name: /^Download/ }));
    await waitFor(() => expect(saved).not.toBeNull());
    const file = saved as unknown as { name: string; blob: Blob };
    expect(file.name).toBe(paper.fileName);
    expect(Array.from(new Uint8Array(await file.blob.arrayBuffer()))).toEqual(Array.from(paper.bytes));
  });

  it('says the file is gone when the manuscript no longer exists', async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author);
    await openDashboard(author);
    const row = await rowOf(paper.paperTitle);
    const admin = await ensureAdmin();
    await apiCall(admin.idToken, 'DELETE', `/api/admin/submissions/${paper.submissionId}`);

    await userEvent.setup().click(within(row).getByRole('button', { name: /^Download/ }));
    expect(await screen.findByText(dashboardMessages.fileNotFound)).toBeInTheDocument();
  });

  it('sends an author whose session the server refuses back to log in, saying why', async () => {
    const author = await createAuthor();
    await signInAuthor(author);
    await revokeSessions(author.uid);
    const router = renderApp(DASHBOARD);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/guidelines/author-guidelines/submission'),
    );
    expect(await screen.findByText(dashboardMessages.expiredToken)).toBeInTheDocument();
    expect(auth.currentUser).toBeNull();
  });

  it('links a published submission to its article', async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author);
    const { idToken: admin } = await ensureAdmin();
    await apiCall(admin, 'PATCH', `/api/admin/submissions/${paper.submissionId}/approve`);
    const place = await createArchiveRecords(admin, { pdf: false });
    const { data: article } = await apiCall<{ data: { _id: string; slug: string } }>(
      admin,
      'POST',
      `/api/admin/submissions/${paper.submissionId}/publish`,
      { issue: place.issueId },
    );
    onTestFinished(async () => {
      await apiCall(admin, 'DELETE', `/api/admin/articles/${article._id}`);
      await removeArchiveRecords(admin, place);
    });
    await openDashboard(author);

    const row = await rowOf(paper.paperTitle);
    expect(
      within(row).getByRole('link', { name: `Read the published article: ${paper.paperTitle}` }),
    ).toHaveAttribute('href', `/archives/${place.slug}/issue-1/${article.slug}`);
  });

  it('logs out to the home page', async () => {
    const author = await createAuthor();
    const router = await openDashboard(author);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.currentUser).toBeNull();
  });
});
