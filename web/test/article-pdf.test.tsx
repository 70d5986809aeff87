/**
 * The article page's PDF button when there is no PDF to give: an article published without one
 * says 'No PDF available'; an article whose PDF is gone from storage says 'Failed to download
 * PDF: {reason}' when the reader clicks, with the API's reason.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { publicMessages } from '@journal/common/messages';
import {
  createArchiveRecords,
  deleteArticlePdf,
  ensureAdmin,
  removeArchiveRecords,
} from './support/journal-accounts';
import { renderApp, resetBrowser } from './support/render-app';

let adminToken = '';
beforeAll(async () => {
  adminToken = (await ensureAdmin()).idToken;
});
afterEach(resetBrowser);

async function ownArticle(options: { pdf: boolean }) {
  const records = await createArchiveRecords(adminToken, options);
  onTestFinished(() => removeArchiveRecords(adminToken, records));
  return records;
}

describe('the PDF of an article page', () => {
  it('says "No PDF available" for an article published without one', async () => {
    const article = await ownArticle({ pdf: false });
    renderApp(article.articlePage);
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeVisible();
    expect(screen.getByText(publicMessages.noPdf, { exact: true })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('says "Failed to download PDF: {reason}" when the PDF is missing from storage', async () => {
    const article = await ownArticle({ pdf: true });
    await deleteArticlePdf(article.articleId);
    renderApp(article.articlePage);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Download PDF' }));

    const text = publicMessages.pdfFailed(publicMessages.noPdf);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(text).toBe('Failed to download PDF: No PDF available');
  });
});
