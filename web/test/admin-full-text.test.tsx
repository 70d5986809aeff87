/**
 * An article's full text on the admin's Archives tab, through the suite's own API: the demo
 * article's text described (its words, figures, tables and notes, and nothing to fix); a Word
 * file with problems attached in its place, with each problem named; a file that is not a
 * .docx refused in the form's words before anything is sent; and the text removed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { DOCX_CONTENT_TYPE, fullTextErrors } from '@journal/common/contracts/full-text';
import { adminMessages, fullTextMessages } from '@journal/common/messages';
import { DEMO_FULL_TEXT_SLUGS } from '../../scripts/lib/demo-full-text';
import { hostileDocx, HOSTILE_LINK_TEXT } from '../../scripts/lib/hostile-docx';
import { openAdminDashboard, loadAdminDashboardCode } from './support/admin-dashboard';
import { useApiOrigin } from './support/api-origin';
import {
  apiCall,
  createAuthor,
  ensureAdmin,
  pdfBytes,
  submitPaper,
  unique,
} from './support/journal-accounts';
import { resetBrowser } from './support/render-app';

let article: Article;
let hostile: Uint8Array<ArrayBuffer>;
let token = '';

beforeAll(async () => {
  // The Word file goes up with XMLHttpRequest, which jsdom holds to the same origin.
  useApiOrigin();
  await loadAdminDashboardCode();
  token = (await ensureAdmin()).idToken;
  const path = `/api/articles/${DEMO_FULL_TEXT_SLUGS[0]}`;
  article = (await apiCall<{ data: Article }>(token, 'GET', path)).data;
  hostile = new Uint8Array(await hostileDocx());
}, 90_000);
afterEach(resetBrowser);

/** The article's row on the Archives tab, found with the list's search; answers its Full text button. */
async function fullTextButton(user: ReturnType<typeof userEvent.setup>) {
  await openAdminDashboard('archives');
  const search = await screen.findByRole('searchbox', { name: 'Search articles' });
  await user.type(search, `${article.slug}{Enter}`);
  const table = await screen.findByRole('table', { name: 'Articles' });
  return within(table).findByRole('button', { name: `Full text of ${article.title}` });
}

describe("an article's full text on the Archives tab", () => {
  it('describes the text, replaces it with a Word file and names its problems, refuses a PDF, and removes it', async () => {
    expect(article.fullText).not.toBeNull();
    // A file picker's `accept` only suggests: a reader may still choose "All files".
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await user.click(await fullTextButton(user));
    const dialog = await screen.findByRole('dialog', { name: `Full text: ${article.title}` });

    expect(
      await within(dialog).findByText(/^[\d,]+ words · 1 figure · 1 table · 3 notes$/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The conversion found nothing to fix.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read it on the article page' })).toHaveAttribute(
      'href',
      `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`,
    );

    // A PDF is refused in the form's words, and nothing is sent.
    const input = within(dialog).getByLabelText('Replace with another Word file');
    await user.upload(input, new File([pdfBytes()], 'final.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText(fullTextErrors.docxType.message)).toHaveAttribute('role', 'alert');
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(within(dialog).getByText('The conversion found nothing to fix.')).toBeInTheDocument();

    await user.upload(input, new File([hostile], 'v2.docx'));
    expect(within(dialog).queryByText(fullTextErrors.docxType.message)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await within(dialog).findByText(fullTextMessages.attached(article.title))).toBeInTheDocument();
    expect(await within(dialog).findByText('Worth fixing in the Word file')).toBeInTheDocument();
    expect(
      within(dialog).getByText(fullTextMessages.unsafeLinkDropped(HOSTILE_LINK_TEXT)),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(fullTextMessages.externalImageDropped)).toBeInTheDocument();
    expect(within(dialog).getByText(/^From v2\.docx, converted /)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove full text' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(confirm).getByText(fullTextMessages.confirmRemove)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Please confirm' })).not.toBeInTheDocument(),
    );
    expect(await within(dialog).findByText(/^This article has no full text yet\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove full text' })).not.toBeInTheDocument();
  });
});

describe('publishing a Word submission', () => {
  it("offers its manuscript as the article's full text, and publishes it so", async () => {
    const author = await createAuthor();
    const paper = await submitPaper(author, [], {
      extension: 'docx',
      type: DOCX_CONTENT_TYPE,
      data: hostile,
    });
    await apiCall(token, 'PATCH', `/api/admin/submissions/${paper.submissionId}/approve`);
    const slug = unique('vol');
    const volume = (
      await apiCall<{ data: { _id: string } }>(token, 'POST', '/api/admin/volumes', {
        year: 1993,
        name: `Volume ${slug}`,
        slug,
      })
    ).data;
    await apiCall(token, 'POST', '/api/admin/issues', {
      name: 'Issue 1',
      slug: 'issue-1',
      volume: volume._id,
    });

    const user = userEvent.setup({ delay: null });
    const { panel } = await openAdminDashboard('submissions');
    await user.type(
      within(panel).getByRole('searchbox', { name: 'Search submissions' }),
      `${paper.paperTitle}{Enter}`,
    );
    await user.click(await within(panel).findByRole('button', { name: `Publish ${paper.paperTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: `Publish “${paper.paperTitle}”` });
    const offer = within(dialog).getByRole('checkbox', {
      name: `Show the Word manuscript (${paper.fileName}) as the article's full text`,
    });
    expect(offer).toBeChecked();
    const volumeOption = await within(dialog).findByRole('option', { name: `Volume ${slug} (1993)` });
    await user.selectOptions(within(dialog).getByLabelText('Volume'), volumeOption);
    await user.selectOptions(
      within(dialog).getByLabelText('Issue'),
      await within(dialog).findByRole('option', { name: 'Issue 1' }),
    );
    await user.upload(
      within(dialog).getByLabelText('Final PDF (required)'),
      new File([pdfBytes()], 'final.pdf', { type: 'application/pdf' }),
    );
    const articleSlug = (within(dialog).getByLabelText('Slug') as HTMLInputElement).value;
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByText(adminMessages.published(paper.paperTitle))).toBeInTheDocument();

    const published = (await apiCall<{ data: Article }>(token, 'GET', `/api/articles/${articleSlug}`)).data;
    expect(published.fullText?.words).toBeGreaterThan(10);
  });
});
