/**
 * The article page's Cite box against the real API: closed at first, with the reference manager
 * files as plain links; opened from the keyboard, it shows the reference the API formats in the
 * chosen CSL style and copies it as text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { renderApp } from './support/render-app';

const API = import.meta.env.VITE_API_BASE;

const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');

it('opens from the keyboard, shows the chosen style as the API formats it, and copies it', async () => {
  const user = userEvent.setup();
  const [article] = ((await (await fetch(`${API}/api/articles?limit=1`)).json()) as { data: Article[] }).data;
  if (!article) throw new Error('The seeded journal has no article');
  const cite = (query: string) => `${API}/api/articles/${article.slug}/cite?${query}`;
  renderApp(`/archives/${article.volume.slug}/${article.issue.slug}/${article.slug}`);

  const box = await screen.findByRole('region', { name: 'Cite this article' });
  expect(within(box).getByRole('link', { name: 'BibTeX (.bib)' })).toHaveAttribute(
    'href',
    cite('format=bibtex'),
  );
  expect(within(box).getByRole('link', { name: 'RIS (.ris)' })).toHaveAttribute('href', cite('format=ris'));
  expect(within(box).getByRole('link', { name: 'CSL-JSON (.json)' })).toHaveAttribute(
    'href',
    cite('format=csl-json'),
  );
  const open = within(box).getByRole('button', { name: 'Format a citation' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  expect(within(box).queryByLabelText('Citation style')).toBeNull();

  open.focus();
  await user.keyboard('{Enter}');
  expect(open).toHaveAttribute('aria-expanded', 'true');
  const style = await within(box).findByLabelText('Citation style');
  expect(style).toHaveValue('apa');
  const apa = await (await fetch(cite('style=apa'))).text();
  expect(words((await within(box).findByTestId('citation')).textContent)).toBe(words(apa));

  await user.selectOptions(style, 'ieee');
  const ieee = await (await fetch(cite('style=ieee'))).text();
  await waitFor(() => expect(words(within(box).getByTestId('citation').textContent)).toBe(words(ieee)));
  await waitFor(() => expect(within(box).getByRole('button', { name: 'Copy citation' })).toBeEnabled());
  await user.click(within(box).getByRole('button', { name: 'Copy citation' }));
  expect(await within(box).findByText('IEEE citation copied to the clipboard.')).toBeVisible();
  expect(await navigator.clipboard.readText()).toBe(ieee.trim());
});
