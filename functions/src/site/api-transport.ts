/**
 * How a page rendered here reads its data: the page renderer asks for `/api/...` as the browser
 * would, and the API app answers from this same instance, on a loopback port of its own, with
 * the API's own validation, shapes and error codes and no second function in between.
 *
 * A real loopback server, not an injected request (light-my-request): to capture what an
 * Express app writes, injection re-parents Express's shared response prototype, which then
 * breaks every other Express response in the process — the site's own pages among them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

function listen(api: Express): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer(api);
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // The instance ends when its function does, never kept alive by this server.
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/**
 * A fetch for the renderer's reads; it never writes, so anything but GET is refused. A read
 * that takes longer than `budgetMs` is given up, so that a lost database still leaves time to
 * answer with the rendered error page before the request's own deadline answers bare JSON.
 */
export function apiTransport(api: Express, budgetMs: number): typeof fetch {
  let origin: Promise<string> | undefined;
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method !== 'GET') throw new Error(`The page renderer only reads; it asked for ${method}`);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://api.invalid');
    origin ??= listen(api).catch((err: unknown) => {
      origin = undefined;
      throw err;
    });
    return fetch(`${await origin}${url.pathname}${url.search}`, {
      headers: { accept: 'application/json' },
      signal: init?.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(budgetMs)])
        : AbortSignal.timeout(budgetMs),
    });
  };
}
