import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authMessages, dashboardMessages } from '@journal/common/messages';
import { storageKeys } from '../src/lib/session';
import { ADMIN, createAuthor, ensureAdmin, signInRest, unique } from './support/journal-accounts';
import { auth, renderApp, resetBrowser, signInAuthor } from './support/render-app';

const GUIDELINES = '/guidelines/author-guidelines/submission';

afterEach(resetBrowser);

async function openModal(mode: 'login' | 'signup') {
  const router = renderApp(`${GUIDELINES}?auth=${mode}`);
  const dialog = await screen.findByRole('dialog');
  return { router, dialog };
}

async function fillSignUp(
  dialog: HTMLElement,
  fields: { username: string; email: string; password: string; confirm: string },
) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Username'), fields.username);
  await user.type(within(dialog).getByLabelText('Email'), fields.email);
  await user.type(within(dialog).getByLabelText('Password'), fields.password);
  await user.type(within(dialog).getByLabelText('Confirm Password'), fields.confirm);
  await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
  return user;
}

describe('the login / sign-up modal', () => {
  it('refuses mismatched passwords before anything is created', async () => {
    const { dialog } = await openModal('signup');
    const email = `${unique('mismatch')}@example.test`;
    await fillSignUp(dialog, { username: unique('u'), email, password: 'secret-one', confirm: 'secret-two' });

    expect(await within(dialog).findByText(authMessages.passwordsDoNotMatch)).toBeInTheDocument();
    await expect(signInRest(email, 'secret-one')).rejects.toThrow(
      /EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/,
    );
  });

  it('signs up, switches to login keeping the lower-cased e-mail, then logs in to the dashboard', async () => {
    const { dialog, router } = await openModal('signup');
    const username = unique('newauthor');
    const typedEmail = `${username.toUpperCase()}@Example.TEST`;
    const user = await fillSignUp(dialog, {
      username,
      email: typedEmail,
      password: 'good-secret',
      confirm: 'good-secret',
    });

    expect(await within(dialog).findByText(authMessages.signedUp)).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue(typedEmail.toLowerCase());
    expect(within(dialog).queryByLabelText('Confirm Password')).not.toBeInTheDocument();
    expect(auth.currentUser).toBeNull();

    await user.type(within(dialog).getByLabelText('Password'), 'good-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(`Welcome, ${username}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${GUIDELINES}/dashboard`);
    expect(await screen.findByText(dashboardMessages.empty)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeys.userData) ?? 'null')).toEqual({
      username,
      email: typedEmail.toLowerCase(),
    });
    expect(localStorage.getItem(storageKeys.userToken)).toBeTruthy();
  });

  it('shows the provider and server refusals in the words of messages.ts', async () => {
    const author = await createAuthor();
    const { dialog } = await openModal('signup');

    const user = await fillSignUp(dialog, {
      username: unique('u'),
      email: author.email,
      password: 'another-secret',
      confirm: 'another-secret',
    });
    expect(await within(dialog).findByText(authMessages.emailInUse)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), `${unique('weak')}@example.test`);
    for (const label of ['Password', 'Confirm Password']) {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), 'abc');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await within(dialog).findByText(authMessages.weakPassword)).toBeInTheDocument();
  });

  it('says a taken username exists, and lets the same e-mail sign up with another name', async () => {
    const taken = await createAuthor();
    const email = `${unique('second')}@example.test`;
    const { dialog } = await openModal('signup');

    const user = await fillSignUp(dialog, {
      username: taken.username,
      email,
      password: 'good-secret',
      confirm: 'good-secret',
    });
    expect(await within(dialog).findByText(authMessages.duplicateUsername)).toBeInTheDocument();
    expect(auth.currentUser).toBeNull();

    const username = within(dialog).getByLabelText('Username');
    await user.clear(username);
    await user.type(username, unique('free'));
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await within(dialog).findByText(authMessages.signedUp)).toBeInTheDocument();
  });

  it('refuses a wrong password, and the admin account, in the author modal', async () => {
    const author = await createAuthor();
    await ensureAdmin();
    const { dialog } = await openModal('login');
    const user = userEvent.setup();

    await user.type(within(dialog).getByLabelText('Email'), author.email);
    await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByText(authMessages.invalidCredential)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), ADMIN.email);
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), ADMIN.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByText(authMessages.useAdminLogin)).toBeInTheDocument();
    await waitFor(() => expect(auth.currentUser).toBeNull());
  });

  it('toggles modes, links to the admin login, and closes', async () => {
    const { dialog, router } = await openModal('login');
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('button', { name: /Sign up/ }));
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?auth=signup');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Click Here to Publish With Us' }));
    const reopened = await screen.findByRole('dialog');
    await user.click(within(reopened).getByRole('link', { name: 'Admin Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});

describe('the submission guidelines page and the account menu', () => {
  it('sends a visitor without a session from the dashboard to the guidelines, saying why', async () => {
    const router = renderApp(`${GUIDELINES}/dashboard`);
    expect(await screen.findByText(authMessages.mustBeLoggedInForDashboard)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(GUIDELINES);
  });

  it("sends a signed-in author's publish button straight to the dashboard", async () => {
    const author = await createAuthor();
    await signInAuthor(author);
    const router = renderApp(GUIDELINES);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Click Here to Publish With Us' }));
    expect(await screen.findByText(`Welcome, ${author.username}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${GUIDELINES}/dashboard`);
  });

  it('offers Login, Sign Up and Admin Login when signed out; Sign Up opens the modal in sign-up mode', async () => {
    renderApp('/about');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Login', 'Sign Up', 'Admin Login']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Confirm Password')).toBeInTheDocument();
  });

  it('shows the username, offers Dashboard and Logout, and logs out to the home page', async () => {
    const author = await createAuthor();
    await signInAuthor(author);
    const router = renderApp('/about');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: author.username }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.currentUser).toBeNull();
    for (const key of [storageKeys.userToken, storageKeys.userData, storageKeys.user]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
  });
});
