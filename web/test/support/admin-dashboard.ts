import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { signInWithEmailAndPassword } from '@firebase/auth';
import { expect } from 'vitest';
import { ADMIN } from './journal-accounts';
import { auth, renderApp } from './render-app';

/**
 * Loads (and transforms) the dashboard's code and Firebase Auth, which jsdom otherwise meets on
 * first use: called from a file's `beforeAll`, so that its first test's time measures the
 * screen, not the loading.
 */
export async function loadAdminDashboardCode(): Promise<void> {
  await Promise.all([
    import('../../src/features/admin/components/admin-dashboard-page'),
    import('../../src/lib/firebase'),
  ]);
}

export type AdminTab = 'users' | 'submissions' | 'archives' | 'journal' | 'mail' | 'storage';

/** The admin signed in (as the admin login leaves them) and on the dashboard's `tab`; answers its panel. */
export async function openAdminDashboard(tab: AdminTab) {
  await signInWithEmailAndPassword(auth, ADMIN.email, ADMIN.password);
  const router = renderApp(`/admin/dashboard?tab=${tab}`);
  const panel = await screen.findByRole('tabpanel');
  return { panel, router };
}

/** Answers the confirmation dialog after checking its question; resolves once it has closed. */
export async function answerConfirmation(user: UserEvent, question: string, button: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
