import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { JOURNAL, RECENT_ARTICLES } from '@journal/common/constants';
import { renderApp } from './support/render-app';

/** What the running test API holds, read the way any client would. */
async function articlesFromApi(query: string): Promise<Article[]> {
  const response = await fetch(`${import.meta.env.VITE_API_BASE}/api/articles?${query}`);
  return ((await response.json()) as { data: Article[] }).data;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('home page', () => {
  it('shows the hero with the journal title, tagline, a labelled search box and the four-image carousel', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: JOURNAL.title })).toBeVisible();
    expect(screen.getByText(JOURNAL.tagline)).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'Search the journal' });
    expect(search).toHaveAttribute('placeholder', 'Search journals, books, images and primary sources');

    const carousel = screen.getByRole('region', { name: /Images from the fields/ });
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    const first = within(carousel).getByRole('img', { name: /truss bridge/ });
    expect(first).toHaveAttribute('src', '/images/hero-1.webp');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first.getAttribute('srcset')).toContain('/images/hero-1-small.webp 800w');
    // Later images are requested only when their turn comes (or the reader asks for one).
    expect(within(carousel).queryByRole('img', { name: /microchip/, hidden: true })).not.toBeInTheDocument();
    await userEvent.setup().click(within(carousel).getByRole('button', { name: 'Show image 2 of 4' }));
    const second = within(carousel).getByRole('img', { name: /microchip/ });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(within(carousel).getByRole('button', { name: 'Show image 2 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows the welcome text and the General Information panel', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Welcome to the journal' });
    expect(screen.getByRole('heading', { name: 'A message from the Editor-in-Chief' })).toBeVisible();
    const info = section('General Information');
    expect(within(info).getAllByText('To be Updated')).toHaveLength(2);
    expect(within(info).getByText('Monthly')).toBeVisible();
    expect(within(info).getByText(JOURNAL.editorInChief)).toBeVisible();
    expect(within(info).getByRole('link', { name: JOURNAL.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${JOURNAL.contactEmail}`,
    );
  });

  it('shows the featured article with a Read More link to its page', async () => {
    const [featured] = await articlesFromApi('featured=true&limit=1');
    if (!featured) throw new Error('The seeded content has no featured article');
    renderApp('/');
    const block = await screen.findByRole('region', { name: 'Featured Articles' });
    expect(await within(block).findByRole('heading', { level: 3, name: featured.title })).toBeVisible();
    expect(within(block).getByRole('link', { name: /^Read More/ })).toHaveAttribute(
      'href',
      `/archives/${featured.volume.slug}/${featured.issue.slug}/${featured.slug}`,
    );
  });

  it('lists the four newest articles as cards with Read more links, and no admin button for visitors', async () => {
    const newest = await articlesFromApi(`limit=${RECENT_ARTICLES}&sort=newest`);
    renderApp('/');
    const recent = await screen.findByRole('region', { name: 'Recently Published' });
    const cards = await within(recent).findAllByRole('article');
    expect(cards).toHaveLength(RECENT_ARTICLES);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      newest.map((article) => article.title),
    );
    for (const card of cards) {
      expect(
        within(card)
          .getByRole('link', { name: /^Read more/ })
          .getAttribute('href'),
      ).toMatch(/^\/archives\/[^/]+\/[^/]+\/[^/]+$/);
    }
    expect(screen.queryByRole('button', { name: /Feature this article/i })).not.toBeInTheDocument();
  });

  it('shows the Indexed By section with the under-construction image', async () => {
    renderApp('/');
    const indexed = await screen.findByRole('region', { name: 'Indexed By' });
    expect(within(indexed).getByRole('img', { name: /Under construction/ })).toHaveAttribute(
      'src',
      '/images/under-construction.svg',
    );
  });

  it('goes to /search/{term} with the trimmed term, and stays put for an empty one', async () => {
    const user = userEvent.setup();
    const memory = renderApp('/');
    const search = await screen.findByRole('searchbox', { name: 'Search the journal' });

    await user.type(search, '   {Enter}');
    expect(memory.state.location.pathname).toBe('/');

    await user.type(search, '  solar mini-grids  {Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Search results' });
    expect(memory.state.location.pathname).toBe(`/search/${encodeURIComponent('solar mini-grids')}`);
  });
});
