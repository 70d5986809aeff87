import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, type Config } from '@testing-library/react';
import * as React from 'react';
import { afterEach, vi } from 'vitest';

/**
 * Set by Testing Library while `waitFor` and the `findBy` queries try their query (it is not in
 * its types): a failure then is thrown away unless the wait runs out, and Testing Library adds
 * the page to the last one's message when it does.
 */
const retrying = () =>
  (getConfig() as Config & { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;

// Testing Library's own message with the page, kept from the worker's first file: the setting
// below stays in the library, loaded once per worker, for the files after it.
const worker = globalThis as { journalElementError?: Config['getElementError'] };
const withPage = (worker.journalElementError ??= getConfig().getElementError);

configure({
  // The app loads its data from a real API: give it time before a query gives up.
  asyncUtilTimeout: 10_000,
  // A failed try's message without the page. Printing the whole page into every try's message,
  // at each change of the page and every 50 ms, took 13.5 of the web tests' 150 CPU-seconds
  // (1,319 tries in a run, 28 Nov). A wait that runs out still shows the page, once (it was twice).
  getElementError: (message, container) =>
    retrying()
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : withPage(message, container),
});

/**
 * React's development build gives each element it makes an owner stack (an Error captured there)
 * for the component stacks of its warnings, up to 10,000 between two renders, counted in a field
 * of its internals that is not in its types. Holding the count at its limit makes React use its
 * one shared "unknown owner" stack instead: a warning's message loses that detail, and the web
 * tests' workers about a seventh of their CPU (docs/decisions.md, Tooling). Should React rename
 * the field, this does nothing and the tests run as before, only slower.
 */
const reactInternals = (
  React as unknown as {
    __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: {
      recentlyCreatedOwnerStacks?: unknown;
    };
  }
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (typeof reactInternals?.recentlyCreatedOwnerStacks === 'number') {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => {},
  });
}

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A worker runs one file after another in one window (scripts/test/fresh-file.ts): each file
// starts on a blank page, at /, with nothing stored, whatever the one before left.
for (const name of document.documentElement.getAttributeNames()) {
  document.documentElement.removeAttribute(name);
}
document.head.replaceChildren();
document.body.replaceChildren();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');

// jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// MUI's Emotion cache writes its rules off the document (support/mui-styles.ts says why).
vi.mock('@emotion/cache', async (importOriginal) => {
  const { default: createCache } = await importOriginal<typeof import('@emotion/cache')>();
  const { muiStyles } = await import('./support/mui-styles');
  return {
    default: (options: Parameters<typeof createCache>[0]) =>
      createCache({ container: muiStyles, ...options }),
  };
});
