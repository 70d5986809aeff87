import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM } from '@journal/common/contracts/search-routes';
import { publicMessages } from '@journal/common/messages';
import { renderApp } from './support/render-app';

describe('search page', () => {
  it('shows the articles matching a word of a seeded title, with the count and the term in the box', async () => {
    renderApp('/search/Kariba');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search again' })).toHaveValue('Kariba');
    const count = await screen.findByText(/articles? found for “Kariba”/);
    const results = await screen.findAllByRole('article');
    expect(count).toHaveTextContent(`${results.length} article`);
    const titles = results.map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
    expect(titles.some((title) => title.includes('Kariba'))).toBe(true);
    for (const card of results) {
      expect(
        within(card)
          .getByRole('link', { name: /^Read more/ })
          .getAttribute('href'),
      ).toMatch(/^\/archives\//);
    }
  });

  it('shows an empty state with suggestions when nothing matches', async () => {
    renderApp('/search/qqxzvvwq');
    expect(await screen.findByText('0 articles found for “qqxzvvwq”')).toBeVisible();
    expect(screen.getByText('No articles match your search.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'archives' })).toHaveAttribute('href', '/archives');
  });

  it('searches again from the results page', async () => {
    const user = userEvent.setup();
    const memory = renderApp('/search/qqxzvvwq');
    const box = await screen.findByRole('searchbox', { name: 'Search again' });
    await user.clear(box);
    await user.type(box, 'maize{Enter}');
    expect(await screen.findByText(/articles? found for “maize”/)).toBeVisible();
    expect(memory.state.location.pathname).toBe('/search/maize');
    expect(screen.getByRole('searchbox', { name: 'Search again' })).toHaveValue('maize');
  });

  it('says a term longer than the API takes is too long, without asking the API', async () => {
    renderApp(`/search/${'x'.repeat(MAX_SEARCH_TERM + 1)}`);
    expect(await screen.findByText(`${publicMessages.searchQueryTooLong}.`)).toBeVisible();
    expect(screen.queryByText(publicMessages.fetchArticlesFailed)).not.toBeInTheDocument();
  });
});
