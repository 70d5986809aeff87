import { initializeApp } from '@firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
} from '@firebase/auth';
import { config } from './config';

const app = initializeApp(config.firebase);

// initializeAuth rather than getAuth: e-mail and password need no popup or redirect
// resolver, which would fetch Google's gapi script on every page (and fail offline).
export const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
});
if (config.authEmulatorUrl) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
}
