/**
 * The author's session as the dashboard and the form live it: the list's loading text while the
 * API is slow to answer, and the token refresh the form makes before sending a paper, which
 * fails for real when the account was disabled while the form was open ('Failed to
 * authenticate. Please log in again.', and back to the guidelines to log in), or meets a server
 * that cannot be reached.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, dashboardMessages, submissionMessages } from '@journal/common/messages';
import { useApiOrigin } from './support/api-origin';
import { useGateway, useUnreachableApi } from './support/gateway';
import { createAuthor, disableAccount, unique } from './support/journal-accounts';
import { fillCompletePaper } from './support/paper-form';
import { auth, renderApp, resetBrowser, signInAuthor } from './support/render-app';

const GUIDELINES = '/guidelines/author-guidelines/submission';

// The form uploads through XMLHttpRequest, which jsdom holds to CORS.
beforeAll(useApiOrigin);
afterEach(resetBrowser);

describe('the author dashboard while the list loads', () => {
  it('says "Loading submissions..." until the API answers', async () => {
    const author = await createAuthor();
    const gateway = await useGateway((request) =>
      request.method === 'GET' && request.pathname === '/api/submissions' ? { delayMs: 1500 } : undefined,
    );
    await signInAuthor(author);
    renderApp(`${GUIDELINES}/dashboard`);

    const loading = await screen.findByText(dashboardMessages.loading);
    expect(loading).toBeVisible();
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(gateway.passed.some((r) => r.pathname === '/api/submissions')).toBe(false);

    expect(await screen.findByText(dashboardMessages.empty)).toBeVisible();
    expect(screen.queryByText(dashboardMessages.loading)).not.toBeInTheDocument();
    expect(gateway.passed.find((r) => r.pathname === '/api/submissions')).toMatchObject({ status: 200 });
  });
});

describe('sending the paper form', () => {
  it('says "Failed to authenticate. Please log in again." and sends the author to log in when the token cannot be refreshed', async () => {
    const author = await createAuthor();
    const gateway = await useGateway();
    await signInAuthor(author);
    const router = renderApp(`${GUIDELINES}/newsubmit`);
    const form = await screen.findByRole('form', { name: 'Paper submission' });
    const user = userEvent.setup({ delay: null });
    await fillCompletePaper(user, form, `Paper of a disabled account ${unique('p')}`);
    // The journal's operator disables the account while the author is filling in the form.
    await disableAccount(author.uid);

    await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(GUIDELINES));
    expect(await screen.findByText(submissionMessages.tokenRefreshFailed)).toBeVisible();
    expect(screen.queryByText(submissionMessages.notSignedIn)).not.toBeInTheDocument();
    expect(screen.queryByText(authMessages.mustBeLoggedInForDashboard)).not.toBeInTheDocument();
    expect(auth.currentUser).toBeNull();
    // Nothing was sent: the refresh failed before the upload.
    expect(gateway.passed.filter((r) => r.pathname === '/api/submissions')).toEqual([]);
  });

  it('says "Failed to connect to the server..." when the server cannot be reached', async () => {
    const author = await createAuthor();
    await signInAuthor(author);
    const router = renderApp(`${GUIDELINES}/newsubmit`);
    const form = await screen.findByRole('form', { name: 'Paper submission' });
    const user = userEvent.setup({ delay: null });
    await fillCompletePaper(user, form, `Paper sent while offline ${unique('p')}`);
    await useUnreachableApi();

    await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));
    expect(await within(form).findByText(submissionMessages.network)).toBeVisible();
    expect(router.state.location.pathname).toBe(`${GUIDELINES}/newsubmit`);
    expect(screen.queryByText(submissionMessages.received)).not.toBeInTheDocument();
  });
});
