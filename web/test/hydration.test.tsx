/**
 * A page as the reader's browser gets it: rendered by the page renderer (src/entry-server.tsx)
 * against the suite's API, then taken over by the app's own start (src/start.tsx), as main.tsx
 * does. What a reader only reads (the abstract, the references, the full text, the footer, the
 * home page's welcome) keeps the very nodes the server sent, and React does not hydrate them
 * node by node; what a reader uses (the Cite box, the menu, the search box) works; a plain link
 * in the footer is followed by the app, without loading the page again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { INTERACTIVE_ATTRIBUTE, type PageState } from '@journal/common/contracts/rendered-page';
import { DEMO_FULL_TEXT_SLUGS } from '../../scripts/lib/demo-full-text';
import { createRenderer } from '../src/entry-server';
import { apiReads } from '../src/lib/public-reads';
import { start } from '../src/start';

const API = import.meta.env.VITE_API_BASE;

/** React keeps its own data on every node it hydrated or rendered. */
const ownedByReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

let stop: (() => void) | undefined;
let hydrationErrors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  hydrationErrors = vi.spyOn(console, 'error');
});

afterEach(() => {
  stop?.();
  stop = undefined;
  hydrationErrors.mockRestore();
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
});

/** Renders `path` on the "server", puts it in the document as the browser would and starts the app on it. */
async function openRenderedPage(path: string) {
  const origin = window.location.origin;
  const rendered = await createRenderer({ manifest: {} }).render({
    url: new URL(path, origin).href,
    reads: apiReads,
    origin,
  });
  if (rendered.kind !== 'page' || rendered.status !== 200) throw new Error(`${path} was not rendered`);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${rendered.html}</div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  const serverNodes = [...root.querySelectorAll('*')];
  // As the page carries it: JSON.
  const state = JSON.stringify(rendered.state);
  const requests = vi.spyOn(globalThis, 'fetch');
  stop = await start(root, JSON.parse(state) as PageState);
  await waitFor(() => expect(document.documentElement).toHaveAttribute(INTERACTIVE_ATTRIBUTE));
  const asked = requests.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
  requests.mockRestore();
  return { serverNodes, state, asked };
}

/** The element and every element inside it. */
const allOf = (element: Element) => [element, ...element.querySelectorAll('*')];

describe('a page the server rendered, once the app has taken it over', () => {
  it('keeps the article text as the server sent it, and the Cite box, the menu and the links work', async () => {
    const user = userEvent.setup();
    const slug = DEMO_FULL_TEXT_SLUGS[0] ?? '';
    const article = ((await (await fetch(`${API}/api/articles/${slug}`)).json()) as { data: Article }).data;
    const { serverNodes, state, asked } = await openRenderedPage(
      `/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`,
    );
    const fullTextHtml = (await (await fetch(`${API}/api/articles/${slug}/full-text`)).json()) as {
      data: { html: string };
    };

    // The page as the server sent it, to the node: nothing was replaced or rendered again.
    expect(serverNodes.filter((node) => !node.isConnected)).toEqual([]);
    expect(hydrationErrors).not.toHaveBeenCalled();

    const abstract = screen.getByRole('region', { name: 'Abstract' });
    const references = screen.getByRole('region', { name: 'References' });
    const fullText = screen.getByRole('region', { name: 'Full text' });
    const footer = screen.getByRole('contentinfo');
    expect(abstract.querySelectorAll('p').length).toBeGreaterThan(0);
    // Read-only parts are not hydrated node by node: React holds their outer element only.
    for (const region of [abstract, references, footer]) {
      expect(ownedByReact(region)).toBe(true);
      expect(allOf(region).slice(1).filter(ownedByReact)).toEqual([]);
    }
    const fullTextParagraphs = [...fullText.querySelectorAll('p')];
    expect(fullTextParagraphs.length).toBeGreaterThan(0);
    expect(fullTextParagraphs.filter(ownedByReact)).toEqual([]);
    // The text travels once, as markup: the page state does not carry it again, and the app
    // did not fetch it to take the page over.
    const opening = (fullTextParagraphs[0]?.textContent ?? '').split(/\s+/).slice(0, 5).join(' ');
    expect(fullTextHtml.data.html).toContain(opening);
    expect(state).not.toContain(opening);
    expect(state).not.toContain('full-text');
    expect(asked.filter((url) => url.includes('/full-text'))).toEqual([]);

    // The parts a reader uses are React's, and answer.
    const cite = screen.getByRole('region', { name: 'Cite this article' });
    const formatCitation = within(cite).getByRole('button', { name: 'Format a citation' });
    expect(ownedByReact(formatCitation)).toBe(true);
    await user.click(formatCitation);
    expect(formatCitation).toHaveAttribute('aria-expanded', 'true');
    expect(await within(cite).findByLabelText('Citation style')).toHaveValue('apa');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Site menu' });
    expect(within(drawer).getByRole('link', { name: 'Archives' })).toHaveAttribute('href', '/archives');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Site menu' })).toBeNull());

    // A plain link of the static footer leads to the next page through the app: the footer is
    // the same element, and the archive is on screen.
    await user.click(within(footer).getByRole('link', { name: 'Archives' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Archives' })).toBeVisible();
    expect(window.location.pathname).toBe('/archives');
    expect(screen.getByRole('contentinfo')).toBe(footer);
    expect(hydrationErrors).not.toHaveBeenCalled();
  });

  it('keeps the home page welcome as the server sent it, and its search box works', async () => {
    const user = userEvent.setup();
    const { serverNodes } = await openRenderedPage('/');
    expect(serverNodes.filter((node) => !node.isConnected)).toEqual([]);
    expect(hydrationErrors).not.toHaveBeenCalled();

    const welcome = screen.getByRole('region', { name: 'Welcome to the journal' }).parentElement;
    if (!welcome) throw new Error('no welcome');
    expect(allOf(welcome).slice(1).filter(ownedByReact)).toEqual([]);

    const [search] = screen.getAllByRole('searchbox', { name: 'Search the journal' });
    if (!search) throw new Error('no search box');
    await user.type(search, 'solar{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    expect(window.location.pathname).toBe('/search/solar');
  });
});
