/**
 * The admin dashboard's own 'Failed to …' texts, each from a real refusal of the real API, with
 * the API's reason under it: a record someone removed (in another tab, through the API) after
 * the list was loaded, a slug that is already taken, an issue that still holds an article, an
 * article with no cover to feature, and a proxy's 502 while a list loads.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { adminMessages, submissionMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import { answerConfirmation, openAdminDashboard, loadAdminDashboardCode } from './support/admin-dashboard';
import { useApiOrigin } from './support/api-origin';
import { BAD_GATEWAY, useGateway } from './support/gateway';
import {
  API,
  apiCall,
  createArchiveRecords,
  createAuthor,
  ensureAdmin,
  removeArchiveRecords,
  submitPaper,
  unique,
} from './support/journal-accounts';
import { resetBrowser } from './support/render-app';

let adminToken = '';
beforeAll(async () => {
  await loadAdminDashboardCode();
  adminToken = (await ensureAdmin()).idToken;
}, 90_000);
// Articles are created through XMLHttpRequest, which jsdom holds to CORS.
beforeAll(useApiOrigin);
afterEach(resetBrowser);

/** The error alert whose first line is `title`. */
async function failure(scope: HTMLElement, title: string): Promise<HTMLElement> {
  const line = await within(scope).findByText(title);
  const alert = line.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`'${title}' is not inside an alert`);
  return alert;
}

/** Types `text` into `field` as one paste: quicker than a keystroke at a time. */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Volume, issue and article of this test only, gone again when it ends. */
async function ownArchive() {
  const records = await createArchiveRecords(adminToken);
  onTestFinished(() => removeArchiveRecords(adminToken, records));
  return records;
}

describe('a refused action on the admin dashboard', () => {
  it('says "Failed to delete user" when the user was deleted since the list was loaded', async () => {
    const author = await createAuthor();
    const { panel } = await openAdminDashboard('users');
    const row = await within(panel).findByRole('row', { name: new RegExp(author.username) });
    await apiCall(adminToken, 'DELETE', `/api/admin/users/${author.uid}`);

    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: `Delete user ${author.username}` }));
    await answerConfirmation(user, adminMessages.confirmDeleteUser, 'Delete');
    expect(await failure(panel, adminMessages.deleteUserFailed)).toHaveTextContent(
      adminMessages.userNotFound,
    );
  });

  it('says "Failed to approve/reject/delete submission" for a submission deleted since the list was loaded', async () => {
    const paper = await submitPaper(await createAuthor());
    const { panel } = await openAdminDashboard('submissions');
    const row = await within(panel).findByRole('row', { name: new RegExp(paper.paperTitle) });
    await apiCall(adminToken, 'DELETE', `/api/admin/submissions/${paper.submissionId}`);
    const user = userEvent.setup({ delay: null });

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await answerConfirmation(user, adminMessages.confirmApprove, 'Approve');
    expect(await failure(panel, adminMessages.approveFailed)).toHaveTextContent(submissionMessages.notFound);

    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    await answerConfirmation(user, adminMessages.confirmReject, 'Reject');
    expect(await failure(panel, adminMessages.rejectFailed)).toHaveTextContent(submissionMessages.notFound);
    expect(within(panel).queryByText(adminMessages.approveFailed)).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerConfirmation(user, adminMessages.confirmDeleteSubmission, 'Delete');
    expect(await failure(panel, adminMessages.deleteSubmissionFailed)).toHaveTextContent(
      submissionMessages.notFound,
    );
  });

  it('says "Failed to create volume" for a slug another volume has', async () => {
    const { panel } = await openAdminDashboard('archives');
    const form = within(panel).getByRole('form', { name: 'Create Volume' });
    const user = userEvent.setup({ delay: null });
    await enter(user, within(form).getByLabelText('Year'), '2024');
    await enter(user, within(form).getByLabelText('Volume Name'), 'Volume 1 again');
    await enter(user, within(form).getByLabelText('Volume Slug'), 'volume-1');
    await user.click(within(form).getByRole('button', { name: 'Create Volume' }));

    expect(await failure(form, adminMessages.createVolumeFailed)).toHaveTextContent(
      adminMessages.slugTaken('volume', 'volume-1'),
    );
  });

  it('says "Failed to create issue: {reason}" for a slug the volume already has', async () => {
    const { panel } = await openAdminDashboard('archives');
    const form = within(panel).getByRole('form', { name: 'Create Issue' });
    const user = userEvent.setup({ delay: null });
    await enter(user, within(form).getByLabelText('Issue Name'), 'Issue 1 again');
    await enter(user, within(form).getByLabelText('Issue Slug'), 'issue-1');
    await within(form).findByRole('option', { name: 'Volume 1 (2024)' });
    await user.selectOptions(within(form).getByLabelText('Volume'), 'Volume 1 (2024)');
    await user.click(within(form).getByRole('button', { name: 'Create Issue' }));

    const text = adminMessages.createIssueFailed(adminMessages.slugTaken('issue', 'issue-1'));
    expect((await failure(form, text)).textContent).toBe(text);
    expect(text).toBe("Failed to create issue: An issue with the slug 'issue-1' already exists");
  });

  it('says "Failed to create article: {reason}" for a slug another article has', async () => {
    const [existing] = (
      await apiCall<{ data: Article[] }>(
        adminToken,
        'GET',
        '/api/articles?volume=volume-1&issue=issue-1&limit=1',
      )
    ).data;
    if (!existing) throw new Error('The demo volume-1/issue-1 has no article');
    const { panel } = await openAdminDashboard('archives');
    const form = within(panel).getByRole('form', { name: 'Create Article' });
    const user = userEvent.setup({ delay: null });
    await enter(user, within(form).getByLabelText('Title'), `A second study ${unique('a')}`);
    await enter(user, within(form).getByLabelText('Author'), 'Chanda Mwale');
    await enter(user, within(form).getByLabelText('Abstract'), 'A study under a slug already taken.');
    await enter(user, within(form).getByLabelText('Keywords'), 'solar');
    await enter(user, within(form).getByLabelText('Article Slug'), existing.slug);
    await within(form).findByRole('option', { name: 'Volume 1 (2024)' });
    await user.selectOptions(within(form).getByLabelText('Volume'), 'Volume 1 (2024)');
    // The issues are a read of their own (the admin's issue list), which may answer after the volumes'.
    await within(form).findByRole('option', { name: 'Issue 1' });
    await user.selectOptions(within(form).getByLabelText('Issue'), 'Issue 1');
    await user.click(within(form).getByRole('button', { name: 'Create Article' }));

    const text = adminMessages.createArticleFailed(adminMessages.slugTaken('article', existing.slug));
    expect((await failure(form, text)).textContent).toBe(text);
    expect(text).toBe(`Failed to create article: An article with the slug '${existing.slug}' already exists`);
  });

  it('says "Failed to delete issue" for an issue that still has an article', async () => {
    const records = await ownArchive();
    const { panel } = await openAdminDashboard('archives');
    const issues = within(panel).getByRole('table', { name: 'Issues' });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await within(issues).findByRole('button', { name: `Delete ${records.volumeName}, Issue 1` }),
    );
    await answerConfirmation(user, adminMessages.confirmDeleteIssue, 'Delete');

    const issueSection = screen.getByRole('heading', { name: 'All Issues' }).parentElement as HTMLElement;
    expect(await failure(issueSection, adminMessages.deleteIssueFailed)).toHaveTextContent(
      adminMessages.issueHasArticles,
    );
    expect(
      within(issues).getByRole('button', { name: `Delete ${records.volumeName}, Issue 1` }),
    ).toBeVisible();
  });

  it('says "Failed to delete article" when the article was deleted since the list was loaded', async () => {
    const records = await ownArchive();
    const { panel } = await openAdminDashboard('archives');
    const articles = within(panel).getByRole('table', { name: 'Articles' });
    const remove = await within(articles).findByRole('button', { name: `Delete ${records.title}` });
    await apiCall(adminToken, 'DELETE', `/api/admin/articles/${records.articleId}`);

    const user = userEvent.setup({ delay: null });
    await user.click(remove);
    await answerConfirmation(user, adminMessages.confirmDeleteArticle, 'Delete');
    const articleSection = screen.getByRole('heading', { name: 'All Articles' }).parentElement as HTMLElement;
    expect(await failure(articleSection, adminMessages.deleteArticleFailed)).toHaveTextContent(
      adminMessages.articleNotFound,
    );
  });

  it('says "Failed to set featured article: {reason}" for an article without a cover', async () => {
    const featuredBefore = (
      await apiCall<{ data: Article[] }>(adminToken, 'GET', '/api/articles?featured=true')
    ).data;
    const records = await ownArchive();
    const { panel } = await openAdminDashboard('archives');
    const articles = within(panel).getByRole('table', { name: 'Articles' });
    await userEvent
      .setup({ delay: null })
      .click(await within(articles).findByRole('button', { name: `Feature this article: ${records.title}` }));

    const text = adminMessages.setFeaturedFailed(adminMessages.featureNoImage);
    expect((await screen.findByText(text)).closest('[role="alert"]')).toBeVisible();
    const featuredAfter = (await (await fetch(`${API}/api/articles?featured=true`)).json()) as {
      data: Article[];
    };
    expect(featuredAfter.data.map((a) => a._id)).toEqual(featuredBefore.map((a) => a._id));
  });

  it('says "Failed to fetch data" when a list cannot be loaded, and Retry loads it', async () => {
    let proxyDown = true;
    await useGateway((request) =>
      proxyDown && request.method === 'GET' && request.pathname === '/api/admin/users'
        ? BAD_GATEWAY
        : undefined,
    );
    const author = await createAuthor();
    const { panel } = await openAdminDashboard('users');

    // Read after the client's own retries of a 5xx.
    expect(
      await within(panel).findByText(adminMessages.fetchFailed, undefined, { timeout: 15_000 }),
    ).toBeVisible();
    proxyDown = false;
    await userEvent.setup({ delay: null }).click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('row', { name: new RegExp(author.username) })).toBeVisible();
    await waitFor(() => expect(within(panel).queryByText(adminMessages.fetchFailed)).not.toBeInTheDocument());
  });
});
