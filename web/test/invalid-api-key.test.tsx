/// <reference types="node" />
/**
 * A web build made with the wrong Firebase API key: the sign-in service refuses every call, and
 * the author sees SPEC's configuration message instead of Firebase's code. The Auth emulator
 * accepts any key, so a stand-in for the Identity Toolkit service (on 127.0.0.1) refuses keys
 * other than the journal's with the very body Google's service sends for an unknown key, and
 * passes the journal's own key on to the emulator. The app is configured for this file alone
 * (its modules are loaded after the configuration is set), as a misconfigured deployment would be.
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { authMessages } from '@journal/common/messages';
import { leaveIdleConnectionsToClients } from '../../scripts/test/idle-connections';

const JOURNAL_KEY = import.meta.env.VITE_FIREBASE_API_KEY ?? '';
const EMULATOR = new URL(`http://${import.meta.env.VITE_AUTH_EMULATOR_HOST}`);
const NOT_VALID = 'API key not valid. Please pass a valid API key.';
/** What identitytoolkit.googleapis.com answers a request whose key it does not know. */
const BAD_KEY_BODY = JSON.stringify({
  error: {
    code: 400,
    message: NOT_VALID,
    errors: [{ message: NOT_VALID, domain: 'global', reason: 'badRequest' }],
    status: 'INVALID_ARGUMENT',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'identitytoolkit.googleapis.com' },
      },
    ],
  },
});

let identityToolkit: Server;
const refusedKeys: string[] = [];

beforeAll(async () => {
  identityToolkit = createServer((req, res) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const key = new URL(req.url ?? '/', EMULATOR).searchParams.get('key') ?? '';
    if (key === JOURNAL_KEY) {
      const upstream = forward(
        {
          host: EMULATOR.hostname,
          port: EMULATOR.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
      return;
    }
    refusedKeys.push(key);
    req.resume();
    res.writeHead(400, { 'content-type': 'application/json; charset=UTF-8', ...cors }).end(BAD_KEY_BODY);
  });
  leaveIdleConnectionsToClients(identityToolkit);
  await new Promise<void>((resolve) => identityToolkit.listen(0, '127.0.0.1', resolve));
  const { port } = identityToolkit.address() as AddressInfo;
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIzaSy-not-the-journals-key');
  vi.stubEnv('VITE_AUTH_EMULATOR_HOST', `127.0.0.1:${port}`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => identityToolkit.close(resolve));
});

it('tells the author the sign-in service is misconfigured when Firebase refuses the API key', async () => {
  const { renderApp, auth } = await import('./support/render-app');
  renderApp('/guidelines/author-guidelines/submission?auth=login');
  const dialog = await screen.findByRole('dialog');
  const user = userEvent.setup({ delay: null });
  await user.type(within(dialog).getByLabelText('Email'), 'author@example.test');
  await user.type(within(dialog).getByLabelText('Password'), 'author-secret');
  await user.click(within(dialog).getByRole('button', { name: 'Log In' }));

  expect((await within(dialog).findByRole('alert')).textContent).toBe(authMessages.invalidApiKey);
  expect(refusedKeys).toContain('AIzaSy-not-the-journals-key');
  expect(auth.currentUser).toBeNull();
});
