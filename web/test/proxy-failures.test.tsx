/**
 * When something in front of the API fails (a proxy's HTML "502 Bad Gateway" instead of the
 * API's JSON), each screen shows SPEC's own fallback text rather than a code or an HTML page.
 * The gateway (support/gateway.ts) really stands between the app and the real API and answers
 * the 502 for one request only; everything else reaches the API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  authMessages,
  dashboardMessages,
  publicMessages,
  submissionMessages,
} from '@journal/common/messages';
import { BAD_GATEWAY, useGateway, type Intercept } from './support/gateway';
import { createAuthor, signInRest, unique } from './support/journal-accounts';
import { useApiOrigin } from './support/api-origin';
import { fillCompletePaper } from './support/paper-form';
import { auth, renderApp, resetBrowser, signInAuthor } from './support/render-app';

const GUIDELINES = '/guidelines/author-guidelines/submission';

// The form uploads through XMLHttpRequest, which jsdom holds to CORS (the gateway answers it).
beforeAll(useApiOrigin);
afterEach(resetBrowser);

/** The proxy's 502 for exactly `method path`; every other request goes through. */
const badGatewayFor =
  (method: string, path: string): Intercept =>
  (request) =>
    request.method === method && request.pathname === path ? BAD_GATEWAY : undefined;

describe('an error answer that is not the API’s JSON', () => {
  it('shows "Login failed" when the journal’s login call fails after Firebase accepted the password', async () => {
    const author = await createAuthor();
    const gateway = await useGateway(badGatewayFor('POST', '/api/auth/login'));
    renderApp(`${GUIDELINES}?auth=login`);
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getByLabelText('Email'), author.email);
    await user.type(within(dialog).getByLabelText('Password'), author.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.loginFailed);
    expect(within(dialog).getByRole('alert').textContent).toBe(authMessages.loginFailed);
    expect(gateway.passed).toContainEqual(expect.objectContaining({ path: '/api/auth/login', status: 502 }));
    await waitFor(() => expect(auth.currentUser).toBeNull());
  });

  it('shows "Signup failed" when the journal’s sign-up call fails, and keeps no half-made account', async () => {
    const gateway = await useGateway(badGatewayFor('POST', '/api/auth/signup'));
    renderApp(`${GUIDELINES}?auth=signup`);
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup({ delay: null });
    const email = `${unique('proxy')}@example.test`;
    await user.type(within(dialog).getByLabelText('Username'), unique('u'));
    await user.type(within(dialog).getByLabelText('Email'), email);
    await user.type(within(dialog).getByLabelText('Password'), 'good-secret');
    await user.type(within(dialog).getByLabelText('Confirm Password'), 'good-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.signupFailed);
    expect(within(dialog).getByRole('alert').textContent).toBe(authMessages.signupFailed);
    expect(gateway.passed).toContainEqual(expect.objectContaining({ path: '/api/auth/signup', status: 502 }));
    await waitFor(() => expect(auth.currentUser).toBeNull());
    await expect(signInRest(email, 'good-secret')).rejects.toThrow(
      /EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/,
    );
  });

  it('shows "Failed to fetch submissions. Please try again." on the dashboard', async () => {
    const author = await createAuthor();
    await useGateway(badGatewayFor('GET', '/api/submissions'));
    await signInAuthor(author);
    renderApp(`${GUIDELINES}/dashboard`);

    // Read after the client's own retries of a 5xx.
    expect(
      await screen.findByText(dashboardMessages.fetchFailed, undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows "Submission failed. Please try again." when the form is sent', async () => {
    const author = await createAuthor();
    const gateway = await useGateway(badGatewayFor('POST', '/api/submissions'));
    await signInAuthor(author);
    renderApp(`${GUIDELINES}/newsubmit`);
    const form = await screen.findByRole('form', { name: 'Paper submission' });
    const user = userEvent.setup({ delay: null });
    await fillCompletePaper(user, form, `Proxied paper ${unique('p')}`);
    await user.click(within(form).getByRole('button', { name: 'Submit Paper' }));

    const alert = await within(form).findByText(submissionMessages.failed);
    expect(alert).toBeVisible();
    expect(gateway.passed).toContainEqual(expect.objectContaining({ path: '/api/submissions', status: 502 }));
    expect(screen.queryByText(submissionMessages.received)).not.toBeInTheDocument();
  });

  it('shows "Failed to fetch articles" on the home page, with a way to try again', async () => {
    await useGateway(badGatewayFor('GET', '/api/articles'));
    renderApp('/');

    const recent = await screen.findByRole('region', { name: 'Recently Published' });
    // Read after the client's own retries of a 5xx.
    expect(
      await within(recent).findByText(publicMessages.fetchArticlesFailed, undefined, { timeout: 15_000 }),
    ).toBeVisible();
    expect(within(recent).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(recent).queryAllByRole('article')).toHaveLength(0);
  });
});
