/**
 * A setup file of the functions project: the firebase-admin apps a test file started (the
 * product's own, functions/src/services/firebase.ts, and its helpers') end with the file. The
 * package stays loaded in the worker for the next file (fresh-file.ts), which must start its own
 * app, in its own namespace, not find this file's.
 */
import { deleteApp, getApps } from 'firebase-admin/app';
import { afterAll } from 'vitest';

afterAll(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});
