import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMessages } from '@journal/common/messages';
import type { Article } from '@journal/common/contracts/articles';
import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';
import { renderApp } from './support/render-app';

const API = import.meta.env.VITE_API_BASE;

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${API}${path}`);
  return ((await response.json()) as { data: T }).data;
}

/** The seeded admin signs in on the Auth emulator, as the admin dashboard would. */
async function adminIdToken(): Promise<string> {
  const response = await fetch(
    `http://${import.meta.env.VITE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${import.meta.env.VITE_FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: import.meta.env.VITE_ADMIN_EMAIL,
        password: 'journal-admin',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Admin sign-in on the Auth emulator failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

async function adminCall<T>(token: string, method: string, path: string, json?: unknown): Promise<T> {
  const response = await fetch(`${API}/api/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

describe('archive', () => {
  it('lists every volume with its issues, newest volume first', async () => {
    renderApp('/archives');
    await screen.findByRole('heading', { level: 2, name: 'Volume 2 (2025)' });
    const volumeHeadings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    const names = volumeHeadings.map((h) => h.textContent);
    expect(names.indexOf('Volume 2 (2025)')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Volume 2 (2025)')).toBeLessThan(names.indexOf('Volume 1 (2024)'));
    const volume1 = screen.getByRole('region', { name: 'Volume 1 (2024)' });
    expect(within(volume1).getByRole('link', { name: 'Issue 1' })).toHaveAttribute(
      'href',
      '/archives/volume-1/issue-1',
    );
    expect(within(volume1).getByRole('link', { name: 'Issue 2' })).toHaveAttribute(
      'href',
      '/archives/volume-1/issue-2',
    );
  });

  it('drills down from a volume to an issue to an article and offers its PDF', async () => {
    const user = userEvent.setup();
    const [expected] = await apiGet<Article[]>('/api/articles?volume=volume-1&issue=issue-2&limit=1');
    if (!expected) throw new Error('The seeded volume-1/issue-2 has no article');
    renderApp('/archives');

    await user.click(await screen.findByRole('link', { name: 'Volume 1 (2024)' }));
    await screen.findByRole('heading', { level: 1, name: 'Volume 1 (2024)' });
    const issue2 = await screen.findByRole('region', { name: 'Issue 2' });
    expect(await within(issue2).findByRole('heading', { level: 3, name: expected.title })).toBeVisible();

    await user.click(within(issue2).getByRole('link', { name: 'Issue 2' }));
    await screen.findByRole('heading', { level: 1, name: 'Volume 1 (2024), Issue 2' });
    const card = (await screen.findByRole('heading', { level: 2, name: expected.title })).closest('article');
    if (!card) throw new Error('The article heading is not inside a card');
    await user.click(within(card).getByRole('link', { name: /^Read more/ }));

    expect(await screen.findByRole('heading', { level: 1, name: expected.title })).toBeVisible();
    // The authors in order, each with the ORCID iD they have; then the DOI and the references.
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(
      within(authors)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(expected.contributors.map((c) => `${c.givenNames} ${c.familyName}`));
    for (const c of expected.contributors.filter((person) => person.orcid)) {
      const link = within(authors).getByRole('link', {
        name: new RegExp(`^ORCID iD of ${c.givenNames} ${c.familyName}`),
      });
      expect(link).toHaveAttribute('href', c.orcid);
    }
    expect(screen.getByRole('link', { name: `https://doi.org/${expected.doi}` })).toHaveAttribute(
      'href',
      `https://doi.org/${expected.doi}`,
    );
    const references = screen.getByRole('region', { name: 'References' });
    expect(within(references).getAllByRole('listitem')).toHaveLength(expected.references.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Abstract' })).toBeVisible();
    const firstParagraph = expected.abstractBlocks[0]?.children.map((span) => span.text).join('') ?? '';
    expect(screen.getByText(firstParagraph)).toBeVisible();
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', expected.pdf);
    expect(pdf).toHaveAttribute('download', expected.pdfFileName);
    expect(screen.getByRole('link', { name: 'Volume 1 (2024)' })).toHaveAttribute(
      'href',
      '/archives/volume-1',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Archives' })).toHaveAttribute('href', '/archives');
    expect(within(crumbs).getByRole('link', { name: 'Volume 1' })).toHaveAttribute(
      'href',
      '/archives/volume-1',
    );
    for (const link of screen.getAllByRole('link', { name: 'Issue 2' })) {
      expect(link).toHaveAttribute('href', '/archives/volume-1/issue-2');
    }
  });

  it('shows a title with markup characters as plain text', async () => {
    const articles = await apiGet<Article[]>('/api/articles');
    const tricky = articles.find((a) => /[&"<>]/.test(a.title));
    if (!tricky) throw new Error('The seeded content has no title with & " < >');
    renderApp(`/archives/${tricky.volume.slug}/${tricky.issue.slug}/${tricky.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: tricky.title })).toBeVisible();
  });

  it('shows the newest issue of the newest volume at /current-issue', async () => {
    renderApp('/current-issue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Volume 2 (2025), Issue 1' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByText('Current issue')).toBeVisible();
    expect((await screen.findAllByRole('link', { name: /^Read more/ })).length).toBeGreaterThan(0);
  });

  it.each([
    '/archives/no-such-volume',
    '/archives/volume-1/no-such-issue',
    '/archives/volume-1/issue-1/no-such-article',
    '/archives/Not_A_Slug',
  ])('shows the 404 page at %s, in place', async (path) => {
    const memory = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: publicMessages.pageNotFound })).toBeVisible();
    expect(memory.state.location.pathname).toBe(path);
    expect(screen.getByRole('banner')).toBeVisible();
  });

  it('shows the 404 page for an article under an issue it is not in', async () => {
    const [elsewhere] = await apiGet<Article[]>('/api/articles?volume=volume-1&issue=issue-2&limit=1');
    if (!elsewhere) throw new Error('The seeded volume-1/issue-2 has no article');
    const path = `/archives/volume-1/issue-1/${elsewhere.slug}`;
    const memory = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: publicMessages.pageNotFound })).toBeVisible();
    expect(memory.state.location.pathname).toBe(path);
  });

  describe('an issue without articles', () => {
    let token = '';
    let volume: Volume | undefined;
    let issue: Issue | undefined;
    const slug = `empty-${Date.now().toString(36)}`;

    beforeAll(async () => {
      token = await adminIdToken();
      volume = await adminCall<Volume>(token, 'POST', '/volumes', { year: 1990, name: 'Test Volume', slug });
      issue = await adminCall<Issue>(token, 'POST', '/issues', {
        name: 'Empty Issue',
        slug: 'empty-issue',
        volume: volume._id,
      });
    });

    afterAll(async () => {
      if (issue) await adminCall(token, 'DELETE', `/issues/${issue._id}`);
      if (volume) await adminCall(token, 'DELETE', `/volumes/${volume._id}`);
    });

    it(`says '${publicMessages.noArticlesInIssue}'`, async () => {
      renderApp(`/archives/${slug}/empty-issue`);
      expect(await screen.findByText(publicMessages.noArticlesInIssue)).toBeVisible();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Test Volume (1990), Empty Issue' }),
      ).toBeVisible();
    });
  });
});
