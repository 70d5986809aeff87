import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactElement } from 'react';
import { signInWithEmailAndPassword } from '@firebase/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminLoginMessages, adminMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { AdminTable } from '../src/features/admin/components/admin-table';
import { MuiScope } from '../src/lib/ui/mui-scope';
import { storageKeys } from '../src/lib/session';
import {
  ADMIN,
  API,
  apiCall,
  createAuthor,
  ensureAdmin,
  pdfBytes,
  pngBytes,
  revokeSessions,
  signInRest,
  submitPaper,
  unique,
} from './support/journal-accounts';
import { useApiOrigin } from './support/api-origin';
import { loadAdminDashboardCode } from './support/admin-dashboard';
import { auth, renderApp, resetBrowser } from './support/render-app';

let adminUid = '';
beforeAll(async () => {
  await loadAdminDashboardCode();
  adminUid = (await ensureAdmin()).uid;
}, 90_000);
// Articles are uploaded through XMLHttpRequest, which jsdom holds to CORS.
beforeAll(useApiOrigin);
afterEach(resetBrowser);

async function logInAsAdmin(user: UserEvent) {
  const router = renderApp('/admin/login');
  await user.type(await screen.findByLabelText('Email'), ADMIN.email);
  await user.type(screen.getByLabelText('Password'), ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('heading', { name: 'Admin Dashboard' });
  // The tabs are shown once the undelivered-mail notice above them has its answer.
  await screen.findByRole('tablist', { name: 'Admin sections' });
  return router;
}

async function openTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.findByRole('tabpanel');
}

/** Answers the confirmation dialog after checking its question; resolves once it has closed. */
async function answer(user: UserEvent, question: string, button: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the admin login', () => {
  it('turns an author away, signed out, in the words of messages.ts', async () => {
    const author = await createAuthor();
    renderApp('/admin/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), author.email);
    await user.type(screen.getByLabelText('Password'), author.password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText(adminLoginMessages.notAdmin)).toBeInTheDocument();
    await waitFor(() => expect(auth.currentUser).toBeNull());
    expect(screen.getByRole('link', { name: 'Not an admin? Go to regular login' })).toHaveAttribute(
      'href',
      '/guidelines/author-guidelines/submission',
    );
  });

  it('tells an unknown e-mail from a wrong password', async () => {
    renderApp('/admin/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), `${unique('nobody')}@example.test`);
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(adminLoginMessages.noAdminAccount)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(adminLoginMessages.invalidCredential)).toBeInTheDocument();
  });

  it('keeps the dashboard from anyone but the admin', async () => {
    const author = await createAuthor();
    await signInWithEmailAndPassword(auth, author.email, author.password);
    const router = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it('ends a session the API no longer accepts, saying so', async () => {
    await signInWithEmailAndPassword(auth, ADMIN.email, ADMIN.password);
    await revokeSessions(adminUid);
    const router = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByText(adminMessages.sessionExpired)).toBeInTheDocument();
    expect(auth.currentUser).toBeNull();
  });
});

describe('the admin dashboard', () => {
  it('logs in, keeps the session in the browser, and logs out to the login page', async () => {
    const user = userEvent.setup({ delay: null });
    const router = await logInAsAdmin(user);
    expect(localStorage.getItem(storageKeys.adminToken)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(storageKeys.adminData) ?? '{}')).toMatchObject({
      email: ADMIN.email,
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Users',
      'Submissions',
      'Archives',
      'Journal',
      'Mail',
      'Storage',
    ]);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem(storageKeys.adminToken)).toBeNull();
  });

  it('deletes a user only after confirmation', async () => {
    const author = await createAuthor();
    const user = userEvent.setup({ delay: null });
    await logInAsAdmin(user);
    const panel = await openTab(user, 'Users');
    const row = await within(panel).findByRole('row', { name: new RegExp(author.username) });
    expect(within(panel).queryByText(ADMIN.email)).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    await answer(user, adminMessages.confirmDeleteUser, 'Cancel');
    expect(row).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    await answer(user, adminMessages.confirmDeleteUser, 'Delete');
    await waitFor(() => expect(within(panel).queryByText(author.username)).not.toBeInTheDocument());
    await expect(signInRest(author.email, author.password)).rejects.toThrow();
  });

  it('approves, rejects and deletes a submission, each after confirmation', async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author);
    const user = userEvent.setup({ delay: null });
    await logInAsAdmin(user);
    const panel = await openTab(user, 'Submissions');
    const row = await within(panel).findByRole('row', { name: new RegExp(paper.paperTitle) });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText(author.email)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await answer(user, adminMessages.confirmApprove, 'Approve');
    expect(await within(row).findByText('Approved')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeDisabled();

    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    await answer(user, adminMessages.confirmReject, 'Reject');
    expect(await within(row).findByText('Rejected')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeDisabled();

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, adminMessages.confirmDeleteSubmission, 'Delete');
    await waitFor(() => expect(within(panel).queryByText(paper.paperTitle)).not.toBeInTheDocument());
  });

  it('manages volumes, issues and articles, and features an article', async () => {
    const admin = await ensureAdmin();
    const featuredBefore = (
      await apiCall<{ data: Article[] }>(admin.idToken, 'GET', '/api/articles?featured=true')
    ).data[0];
    const slug = unique('vol');
    const user = userEvent.setup({ delay: null });
    await logInAsAdmin(user);
    const panel = await openTab(user, 'Archives');
    const form = (name: string) => within(panel).getByRole('form', { name });

    const volumeForm = form('Create Volume');
    await user.click(within(volumeForm).getByRole('button', { name: 'Create Volume' }));
    expect(
      (await within(volumeForm).findAllByText(adminMessages.volumeFieldsRequired)).length,
    ).toBeGreaterThan(0);
    await user.type(within(volumeForm).getByLabelText('Year'), '2031');
    await user.type(within(volumeForm).getByLabelText('Volume Name'), `Volume ${slug}`);
    await user.type(within(volumeForm).getByLabelText('Volume Slug'), slug);
    await user.click(within(volumeForm).getByRole('button', { name: 'Create Volume' }));
    const volumes = within(panel).getByRole('table', { name: 'Volumes' });
    expect(await within(volumes).findByText(slug)).toBeInTheDocument();

    const issueForm = form('Create Issue');
    await user.click(within(issueForm).getByRole('button', { name: 'Create Issue' }));
    expect((await within(issueForm).findAllByText(adminMessages.issueFieldsRequired)).length).toBeGreaterThan(
      0,
    );
    await user.type(within(issueForm).getByLabelText('Issue Name'), 'Issue 1');
    await user.type(within(issueForm).getByLabelText('Issue Slug'), 'issue-1');
    await user.selectOptions(within(issueForm).getByLabelText('Volume'), `Volume ${slug} (2031)`);
    await user.click(within(issueForm).getByRole('button', { name: 'Create Issue' }));
    const issues = within(panel).getByRole('table', { name: 'Issues' });
    expect(await within(issues).findByText(`Volume ${slug} (2031)`)).toBeInTheDocument();

    const articleForm = form('Create Article');
    const title = `Featured study ${slug}`;
    await user.type(within(articleForm).getByLabelText('Title'), title);
    await user.type(within(articleForm).getByLabelText('Author'), 'Chanda Mwale');
    await user.type(within(articleForm).getByLabelText('Abstract'), 'A study of solar mini-grids.');
    await user.type(within(articleForm).getByLabelText('Keywords'), 'solar, mini-grids');
    await user.type(within(articleForm).getByLabelText('Article Slug'), `${slug}-study`);
    await user.selectOptions(within(articleForm).getByLabelText('Volume'), `Volume ${slug} (2031)`);
    const issueSelect = within(articleForm).getByLabelText('Issue');
    expect(
      within(issueSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an issue', 'Issue 1']);
    await user.selectOptions(issueSelect, 'Issue 1');
    // Exactly the image kinds the API recognises by their bytes.
    expect(within(articleForm).getByLabelText('Cover Image')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/gif,image/webp',
    );
    expect(within(articleForm).getByLabelText('Article PDF')).toHaveAttribute(
      'accept',
      'application/pdf,.pdf',
    );
    await user.upload(
      within(articleForm).getByLabelText('Cover Image'),
      new File([pngBytes], 'cover.png', { type: 'image/png' }),
    );
    await user.upload(
      within(articleForm).getByLabelText('Article PDF'),
      new File([pdfBytes(title)], 'study.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(articleForm).getByRole('button', { name: 'Create Article' }));
    const articles = within(panel).getByRole('table', { name: 'Articles' });
    const articleRow = await within(articles).findByRole(
      'row',
      { name: new RegExp(title) },
      { timeout: 15_000 },
    );

    try {
      await user.click(within(articleRow).getByRole('button', { name: /Feature this article/ }));
      expect(await screen.findByText(adminMessages.featured(title))).toBeInTheDocument();
      const record = JSON.parse(localStorage.getItem(storageKeys.featuredArticle) ?? '{}') as Record<
        string,
        unknown
      >;
      expect(record).toMatchObject({ title, slug: `${slug}-study`, volumeSlug: slug, issueSlug: 'issue-1' });
      expect(await within(articleRow).findByText('Featured')).toBeInTheDocument();
      const featuredNow = (await (await fetch(`${API}/api/articles?featured=true`)).json()) as {
        data: Article[];
      };
      expect(featuredNow.data.map((a) => a.title)).toEqual([title]);
    } finally {
      // Other test files read the demo's featured article: give it back at once.
      if (featuredBefore) {
        await apiCall(admin.idToken, 'PUT', `/api/admin/articles/featured/${featuredBefore._id}`);
      }
    }

    await user.click(
      within(await within(volumes).findByRole('row', { name: new RegExp(slug) })).getByRole('button', {
        name: /Delete/,
      }),
    );
    await answer(user, adminMessages.confirmDeleteVolume, 'Delete');
    expect(await within(panel).findByText(adminMessages.deleteVolumeFailed)).toBeInTheDocument();
    expect(within(panel).getByText(adminMessages.volumeHasIssues)).toBeInTheDocument();

    await user.click(within(articleRow).getByRole('button', { name: /^Delete/ }));
    await answer(user, adminMessages.confirmDeleteArticle, 'Delete');
    await waitFor(() => expect(within(articles).queryByText(title)).not.toBeInTheDocument());
    expect(localStorage.getItem(storageKeys.featuredArticle)).toBeNull();

    await user.click(
      within(await within(issues).findByRole('row', { name: new RegExp(slug) })).getByRole('button', {
        name: /Delete/,
      }),
    );
    await answer(user, adminMessages.confirmDeleteIssue, 'Delete');
    await waitFor(() => expect(within(issues).queryByText(`Volume ${slug} (2031)`)).not.toBeInTheDocument());
    await user.click(
      within(await within(volumes).findByRole('row', { name: new RegExp(slug) })).getByRole('button', {
        name: /Delete/,
      }),
    );
    await answer(user, adminMessages.confirmDeleteVolume, 'Delete');
    await waitFor(() => expect(within(volumes).queryByText(slug)).not.toBeInTheDocument());
  }, 60_000);
});

describe('the admin lists', () => {
  const names = Array.from({ length: 60 }, (_, n) => `Entry ${n + 1}`);
  const listOf = (data: string[], extra: Partial<{ isError: boolean; refetch(): unknown }> = {}) => ({
    data,
    isPending: false,
    isError: false,
    refetch: () => undefined,
    ...extra,
  });
  // As the admin's screens draw it: inside MUI's scope, whose styles jsdom does not apply
  // (web/test/support/mui-styles.ts).
  const renderAsAdminScreen = (table: ReactElement) => render(table, { wrapper: MuiScope });
  const row = (name: string) => (
    <TableRow key={name}>
      <TableCell>{name}</TableCell>
    </TableRow>
  );

  it.each([
    adminMessages.noUsers,
    adminMessages.noSubmissions,
    adminMessages.noVolumes,
    adminMessages.noIssues,
    adminMessages.noArticles,
  ])('say "%s" when there is nothing to list', (message) => {
    renderAsAdminScreen(
      <AdminTable
        label="List"
        columns={['Name']}
        query={listOf([])}
        emptyMessage={message}
        renderRow={row}
      />,
    );
    expect(screen.getByRole('cell', { name: message })).toBeInTheDocument();
  });

  it('shows a long list a page at a time, newest first', async () => {
    renderAsAdminScreen(
      <AdminTable label="List" columns={['Name']} query={listOf(names)} emptyMessage="" renderRow={row} />,
    );
    expect(screen.getByRole('cell', { name: 'Entry 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    await userEvent.setup().click(screen.getByRole('button', { name: /next page/i }));
    expect(screen.getByRole('cell', { name: 'Entry 26' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Entry 1' })).not.toBeInTheDocument();
  });

  it('offers a retry when a list cannot be loaded', async () => {
    let retried = false;
    const query = listOf([], { isError: true, refetch: () => (retried = true) });
    renderAsAdminScreen(
      <AdminTable label="List" columns={['Name']} query={query} emptyMessage="" renderRow={row} />,
    );
    expect(screen.getByText(adminMessages.fetchFailed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(true);
  });
});
