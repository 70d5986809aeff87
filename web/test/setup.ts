import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The app loads its data from a real API: give it time before a query gives up.
configure({ asyncUtilTimeout: 10_000 });

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
