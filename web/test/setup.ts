import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The app loads its data from a real API: give it time before a query gives up.
configure({ asyncUtilTimeout: 10_000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup);

// jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
