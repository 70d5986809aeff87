/**
 * Firebase Auth refusals that SPEC gives no words of their own end in each login screen's last
 * fallback: the author modal's "An error occurred. Please try again." and the admin login's
 * "Invalid credentials or server error". Both refusals come from the real Auth emulator.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminLoginMessages, authMessages } from '@journal/common/messages';
import { createAuthor, disableAccount } from './support/journal-accounts';
import { auth, renderApp, resetBrowser } from './support/render-app';

afterEach(resetBrowser);

describe('a sign-in refusal with no text of its own', () => {
  it('reads "An error occurred. Please try again." in the author modal (an e-mail Firebase refuses as invalid)', async () => {
    renderApp('/guidelines/author-guidelines/submission?auth=login');
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Password'), 'whatever');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(authMessages.fallback);
    expect(auth.currentUser).toBeNull();
  });

  it('reads "Invalid credentials or server error" on the admin login (an account Firebase has disabled)', async () => {
    const author = await createAuthor();
    await disableAccount(author.uid);
    renderApp('/admin/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), author.email);
    await user.type(screen.getByLabelText('Password'), author.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect((await screen.findByRole('alert')).textContent).toBe(adminLoginMessages.fallback);
    expect(auth.currentUser).toBeNull();
  });
});
