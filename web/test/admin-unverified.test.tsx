/**
 * The admin is the account at the admin e-mail that carries the admin claim *and* whose e-mail
 * Firebase has verified (docs/decisions.md "Identity and roles"); the API refuses anyone else
 * with 403. An account at that address with the claim but unverified (as admin:grant made them
 * before it refused unverified accounts) must be turned away at the admin login in SPEC's words,
 * not let into a dashboard whose every list then fails.
 * It un-verifies its own namespace's admin for a moment; no other file sees it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword } from '@firebase/auth';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { adminLoginMessages, adminMessages } from '@journal/common/messages';
import { ADMIN, ensureAdmin, setEmailVerified } from './support/journal-accounts';
import { loadAdminDashboardCode } from './support/admin-dashboard';
import { auth, renderApp, resetBrowser } from './support/render-app';

let adminUid = '';
beforeAll(async () => {
  await loadAdminDashboardCode();
  adminUid = (await ensureAdmin()).uid;
}, 90_000);
afterEach(resetBrowser);

async function unverifiedAdmin() {
  await setEmailVerified(adminUid, false);
  onTestFinished(() => setEmailVerified(adminUid, true));
}

describe('an unverified account at the admin e-mail, with the admin claim', () => {
  it('is turned away at the admin login, signed out', async () => {
    await unverifiedAdmin();
    const router = renderApp('/admin/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect((await screen.findByRole('alert')).textContent).toBe(adminLoginMessages.notAdmin);
    await waitFor(() => expect(auth.currentUser).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('is sent from the dashboard to the admin login, and no list is asked for', async () => {
    await unverifiedAdmin();
    await signInWithEmailAndPassword(auth, ADMIN.email, ADMIN.password);
    const router = renderApp('/admin/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(screen.queryByText(adminMessages.fetchFailed)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });
});
