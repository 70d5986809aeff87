/// <reference types="node" />
/**
 * A small HTTP server on 127.0.0.1 standing where the journal's API is, as a proxy or gateway
 * stands in front of it in production: it forwards every request to the real test API except
 * those its `intercept` answers itself (a proxy's HTML error page, say), holds back for a
 * while, or forwards but answers otherwise (the API's answer lost on the way back). The app is pointed at it through `config.apiBase`, which it reads on every call, for
 * one test only. Nothing in the app is mocked: its fetch and XMLHttpRequest really cross this
 * server. jsdom's XMLHttpRequest enforces CORS, so the gateway answers preflights and adds the
 * headers a cross-origin caller needs.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import { leaveIdleConnectionsToClients } from '../../../scripts/test/idle-connections';
import { config } from '../../src/lib/config';

const API = new URL(import.meta.env.VITE_API_BASE ?? '');

/** One request as the gateway saw it, and the status it went back with. */
export interface PassedRequest {
  method: string;
  path: string;
  /** The path without its query. */
  pathname: string;
  authorization: string | undefined;
  status: number;
}

/** What the gateway answers itself. */
export interface GatewayAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Hold the request back this long, then forward it. */
export interface Delay {
  delayMs: number;
}

/**
 * Forward the request at once, but hold the API's answer back until `release` (told its
 * status) has finished: a slow link on the way back, while something else happens meanwhile.
 */
export interface HoldAnswer {
  release(status: number): Promise<void>;
}

/**
 * Forward the request and let the API do its work, but answer the app with `instead`: the API's
 * answer lost on the way back, as by a proxy that timed out.
 */
export interface LoseAnswer {
  instead: GatewayAnswer;
}

export type Intercept = (request: {
  method: string;
  path: string;
  /** The path without its query. */
  pathname: string;
  authorization: string | undefined;
}) => GatewayAnswer | Delay | HoldAnswer | LoseAnswer | undefined;

/** nginx's page for an upstream that failed: what a proxy in front of a broken API answers. */
export const BAD_GATEWAY: GatewayAnswer = {
  status: 502,
  contentType: 'text/html',
  body: '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n',
};

/** A firewall's refusal in front of the API: HTML, not the API's JSON. */
export const FORBIDDEN: GatewayAnswer = {
  status: 403,
  contentType: 'text/html',
  body: '<html><head><title>403 Forbidden</title></head><body><h1>403 Forbidden</h1></body></html>',
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type, idempotency-key',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

function pass(
  req: IncomingMessage,
  res: ServerResponse,
  done: (status: number) => void,
  release?: HoldAnswer['release'],
  instead?: GatewayAnswer,
) {
  const upstream = forward(
    {
      host: API.hostname,
      port: API.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: API.host },
    },
    (answer) => {
      if (instead) {
        answer.resume();
        answer.on('end', () => {
          res.writeHead(instead.status, { 'content-type': instead.contentType, ...CORS }).end(instead.body);
          done(instead.status);
        });
        return;
      }
      const status = answer.statusCode ?? 502;
      void Promise.resolve(release?.(status)).then(() => {
        res.writeHead(status, { ...answer.headers, ...CORS });
        answer.pipe(res);
        done(status);
      });
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, CORS).end();
    done(502);
  });
  req.pipe(upstream);
}

export interface Gateway {
  /** Every request that reached the gateway, in order (preflights left out). */
  passed: PassedRequest[];
  /** The requests to one path (its query left out), in order, whatever else the app called around them. */
  to(pathname: string): PassedRequest[];
}

/**
 * Starts a gateway with `intercept` and points the app at it until the test ends (then the app
 * talks to the API directly again and the gateway stops).
 */
export async function useGateway(intercept: Intercept = () => undefined): Promise<Gateway> {
  const passed: PassedRequest[] = [];
  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    const authorization = req.headers.authorization;
    const pathname = new URL(path, API).pathname;
    const seen = (status: number) => passed.push({ method, path, pathname, authorization, status });
    const decision = intercept({ method, path, pathname, authorization });
    if (decision && 'body' in decision) {
      // Read what was sent first, as a real gateway would, so the client is not cut off mid-upload.
      req.resume();
      req.on('end', () => {
        res.writeHead(decision.status, { 'content-type': decision.contentType, ...CORS }).end(decision.body);
        seen(decision.status);
      });
      return;
    }
    const delay = decision && 'delayMs' in decision ? decision.delayMs : 0;
    const release = decision && 'release' in decision ? decision.release : undefined;
    const instead = decision && 'instead' in decision ? decision.instead : undefined;
    setTimeout(() => pass(req, res, seen, release, instead), delay);
  });
  leaveIdleConnectionsToClients(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pointAppAt(`http://127.0.0.1:${port}`);
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { passed, to: (pathname) => passed.filter((r) => r.pathname === pathname) };
}

/**
 * Holds back every answer to `pathname` until `release()`, or the test's end: a read that is slow
 * to come while the rest of the screen loads.
 */
export function holdAnswers(pathname: string): { intercept: Intercept; release(): void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  onTestFinished(release);
  return {
    intercept: (request) => (request.pathname === pathname ? { release: () => released } : undefined),
    release,
  };
}

/**
 * Refuses the first GET of `pathname` as a broken proxy does (BAD_GATEWAY) and holds every retry
 * until the test ends: a read that fails now and would answer only later.
 */
export function refuseFirstRead(pathname: string): Intercept {
  const retries = holdAnswers(pathname);
  let tries = 0;
  return (request) => {
    if (request.method !== 'GET' || request.pathname !== pathname) return undefined;
    tries += 1;
    return tries === 1 ? BAD_GATEWAY : retries.intercept(request);
  };
}

/**
 * Points the app at an address where nothing listens (a port just freed), so its requests are
 * refused as by a server that is down: the browser's network error, for real.
 */
export async function useUnreachableApi(): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  pointAppAt(`http://127.0.0.1:${port}`);
}

/** The app calls `base` from now until the test ends. */
function pointAppAt(base: string) {
  const before = config.apiBase;
  config.apiBase = base;
  onTestFinished(() => {
    config.apiBase = before;
  });
}
