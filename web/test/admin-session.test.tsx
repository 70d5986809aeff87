/**
 * A 401 while the admin dashboard loads: the client refreshes the token and tries once more
 * (docs/decisions.md "Browser session"). When the retry is accepted the dashboard simply shows
 * its list; when it is refused too, 'Session expired. Please log in again.' on the admin login.
 * The requests really cross a gateway in front of the API, which records the token each carried.
 * It disables its namespace's admin and revokes that admin's sessions, which no other file sees.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { signInWithEmailAndPassword } from '@firebase/auth';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { adminMessages } from '@journal/common/messages';
import { useGateway } from './support/gateway';
import {
  ADMIN,
  createAuthor,
  disableAccount,
  enableAccount,
  ensureAdmin,
  revokeSessions,
  untilNextSecond,
} from './support/journal-accounts';
import { loadAdminDashboardCode } from './support/admin-dashboard';
import { auth, renderApp, resetBrowser } from './support/render-app';

const ADMIN_API = '/api/admin/';
const USERS = `${ADMIN_API}users`;
let adminUid = '';
beforeAll(async () => {
  await loadAdminDashboardCode();
  adminUid = (await ensureAdmin()).uid;
}, 90_000);
afterEach(resetBrowser);

describe('a 401 on the admin dashboard’s load', () => {
  it('refreshes the token, tries again, and shows the list when the retry is accepted', async () => {
    const author = await createAuthor();
    await signInWithEmailAndPassword(auth, ADMIN.email, ADMIN.password);
    await untilNextSecond();
    // The operator disables the admin by mistake, and enables the account again at once: the
    // users list is answered 401 in between, and only then reaches the browser. Every admin
    // call of the first load (the undelivered-mail notice asks too) is held until the account
    // is enabled again: a 401 let through while it is still disabled would make the browser
    // refresh the token then, and Firebase signs out an account it finds disabled.
    await disableAccount(adminUid);
    onTestFinished(() => enableAccount(adminUid));
    let enabled = false;
    let markEnabled = () => {};
    const enabledAgain = new Promise<void>((resolve) => (markEnabled = resolve));
    const gateway = await useGateway((request) =>
      request.pathname.startsWith(ADMIN_API) && !enabled
        ? {
            release: async (status) => {
              if (request.pathname !== USERS || status !== 401) return enabledAgain;
              await enableAccount(adminUid);
              enabled = true;
              markEnabled();
            },
          }
        : undefined,
    );
    const router = renderApp('/admin/dashboard?tab=users');

    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('row', { name: new RegExp(author.username) })).toBeVisible();
    const loads = gateway.to(USERS);
    expect(loads.map((r) => r.status)).toEqual([401, 200]);
    expect(loads[1]?.authorization).not.toBe(loads[0]?.authorization);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByText(adminMessages.sessionExpired)).not.toBeInTheDocument();
    expect(screen.queryByText(adminMessages.fetchFailed)).not.toBeInTheDocument();
  });

  it('says "Session expired. Please log in again." on the admin login when the retry is refused too', async () => {
    await signInWithEmailAndPassword(auth, ADMIN.email, ADMIN.password);
    await revokeSessions(adminUid);
    const gateway = await useGateway();
    const router = renderApp('/admin/dashboard?tab=users');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByText(adminMessages.sessionExpired)).toBeVisible();
    expect(auth.currentUser).toBeNull();
    const loads = gateway.to(USERS);
    expect(loads.map((r) => r.status)).toEqual([401, 401]);
    expect(loads[1]?.authorization).not.toBe(loads[0]?.authorization);
  });
});
