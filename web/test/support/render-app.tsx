import { cleanup, render } from '@testing-library/react';
import { signInWithEmailAndPassword, signOut } from '@firebase/auth';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { createRoutes } from '../../src/app/routes';
import { apiReads } from '../../src/lib/public-reads';
import { createQueryClient } from '../../src/lib/query-client';
import { auth } from '../../src/lib/firebase';
import { storageKeys } from '../../src/lib/session';
import type { Author } from './journal-accounts';

/** The whole app (real routes, real providers) at `entry`; answers the router to read its location. */
export function renderApp(entry: InitialEntry, routes?: RouteObject[]) {
  const queryClient = createQueryClient();
  const memory = createMemoryRouter(routes ?? createRoutes(queryClient, apiReads), {
    initialEntries: [entry],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={memory} />
    </AppProviders>,
  );
  return memory;
}

/** The author as the login modal leaves them: signed in to Firebase, profile stored. */
export async function signInAuthor(author: Author) {
  await signInWithEmailAndPassword(auth, author.email, author.password);
  localStorage.setItem(
    storageKeys.userData,
    JSON.stringify({ username: author.username, email: author.email }),
  );
}

export async function resetBrowser() {
  cleanup();
  await signOut(auth);
  localStorage.clear();
}

export { auth };
