import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JOURNAL } from '@journal/common/constants';
import { publicMessages } from '@journal/common/messages';
import { RootLayout } from '../src/app/layout/root-layout';
import { PageError, RootError } from '../src/app/layout/route-error';
import { renderApp } from './support/render-app';

describe('layout', () => {
  it('shows the header with the skip link, and the footer with the address, copyright and footer-only links', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: JOURNAL.title });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Lusaka, Zambia')).toBeVisible();
    expect(within(footer).getByText(new RegExp(`© 2025 ${JOURNAL.title}`))).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Current issue' })).toHaveAttribute(
      'href',
      '/current-issue',
    );
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByRole('link', { name: JOURNAL.licence })).toHaveAttribute(
      'href',
      JOURNAL.licenceUrl,
    );
    expect(within(footer).getByRole('link', { name: /feed/i }).getAttribute('href')).toMatch(/\/feed\.xml$/);
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: publicMessages.pageNotFound })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the archives' })).toHaveAttribute('href', '/archives');
    expect(screen.getByRole('banner')).toBeVisible();
  });

  it.each(['/admin/no-such-screen', '/studio', '/x/studio/y'])(
    'hides header and footer on %s',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: publicMessages.pageNotFound });
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    },
  );

  it.each(['/guidelines/administrative-law', '/studios', '/administration'])(
    'keeps header and footer on %s, where admin or studio only starts a word',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1, name: publicMessages.pageNotFound });
      expect(screen.getByRole('banner')).toBeVisible();
      expect(screen.getByRole('contentinfo')).toBeVisible();
    },
  );

  it('hides only the header on a path that contains /admin further in', async () => {
    renderApp('/guidelines/admin');
    await screen.findByRole('heading', { level: 1, name: publicMessages.pageNotFound });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });

  it('opens the mobile menu, lists every menu link and closes on navigation', async () => {
    const user = userEvent.setup();
    const memory = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: publicMessages.pageNotFound });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Site menu' });
    for (const label of [
      'Home',
      'About',
      'Current Issue',
      'Archives',
      'Editorial Board',
      'FAQs',
      'Contact',
      'Writing tips',
      'Reviewer guidelines',
      'Author guidelines',
      'Submission guidelines',
    ]) {
      expect(within(drawer).getByRole('link', { name: label })).toBeVisible();
    }
    expect(within(drawer).getByRole('link', { name: 'Publish With Us' })).toHaveAttribute(
      'href',
      '/guidelines/author-guidelines/submission',
    );
    await user.click(within(drawer).getByRole('link', { name: 'Archives' }));
    await screen.findByRole('heading', { level: 1, name: 'Archives' });
    expect(memory.state.location.pathname).toBe('/archives');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Site menu' })).toBeNull();
  });

  it('closes the mobile menu with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: publicMessages.pageNotFound });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Site menu' });
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Site menu' })).toBeNull();
  });

  it('shows a friendly error page with a retry when a page cannot be loaded', async () => {
    renderApp('/broken', [
      {
        element: <RootLayout />,
        errorElement: <RootError />,
        HydrateFallback: () => null,
        children: [
          {
            errorElement: <PageError />,
            children: [
              {
                path: 'broken',
                lazy: () =>
                  Promise.reject(
                    new TypeError('Failed to fetch dynamically imported module: /assets/broken.js'),
                  ),
              },
            ],
          },
        ],
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText(/could not be loaded/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // Between the header and the footer, as any other page.
    expect(screen.getByRole('banner')).toBeVisible();
  });
});
