/**
 * Ids taken from the request path that cannot name a Firestore document ('/' sent as %2F, '.',
 * '..', `__x__`, more than 1,500 bytes): every route that takes an id answers 404 with its
 * resource's not-found refusal, never 500, and changes nothing. Sent as raw requests, since
 * fetch would resolve '..' before sending.
 */
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, createAuthor, useApi } from './harness';

const urls = useApi();

/** Path segments exactly as sent; each decodes to something no document id can be. */
const ODD_IDS = [
  'a%2Fb',
  '%2F',
  'a%2Fb%2Fc',
  '.',
  '..',
  '%2E%2E',
  '__x__',
  '%5F%5Fx%5F%5F',
  'x'.repeat(1501),
  '%C3%A9'.repeat(751),
];
/** Ids that could be document ids, but name nothing. */
const ABSENT_IDS = ['x'.repeat(1500), 'no-such-record'];

function send(method: string, path: string, token: string, body?: unknown) {
  const { hostname, port } = new URL(urls.api);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = { ...bearer(token), ...(payload ? { 'Content-Type': 'application/json' } : {}) };
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

let admin: string;
let author: string;

beforeAll(async () => {
  admin = await adminToken();
  author = (await createAuthor(urls.api)).idToken;
});

const ROUTES: {
  method: string;
  path: (id: string) => string;
  code: string;
  as?: 'author';
  body?: unknown;
}[] = [
  { method: 'DELETE', path: (id) => `/api/admin/users/${id}`, code: 'user-not-found' },
  { method: 'POST', path: (id) => `/api/admin/mail/${id}/retry`, code: 'mail-not-found' },
  { method: 'DELETE', path: (id) => `/api/admin/volumes/${id}`, code: 'volume-not-found' },
  { method: 'DELETE', path: (id) => `/api/admin/issues/${id}`, code: 'issue-not-found' },
  { method: 'DELETE', path: (id) => `/api/admin/articles/${id}`, code: 'article-not-found' },
  { method: 'PUT', path: (id) => `/api/admin/articles/featured/${id}`, code: 'article-not-found' },
  { method: 'GET', path: (id) => `/api/admin/submissions/${id}`, code: 'submission-not-found' },
  { method: 'DELETE', path: (id) => `/api/admin/submissions/${id}`, code: 'submission-not-found' },
  { method: 'PATCH', path: (id) => `/api/admin/submissions/${id}/approve`, code: 'submission-not-found' },
  { method: 'PATCH', path: (id) => `/api/admin/submissions/${id}/reject`, code: 'submission-not-found' },
  {
    method: 'POST',
    path: (id) => `/api/admin/submissions/${id}/publish`,
    code: 'submission-not-found',
    body: { issue: 'no-such-issue' },
  },
  { method: 'GET', path: (id) => `/api/submissions/${id}`, code: 'submission-not-found', as: 'author' },
];

describe('ids in the path that cannot be document ids', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path(':id')}`, route] as const))(
    '%s answers 404 with its not-found refusal',
    async (_label, route) => {
      for (const id of [...ODD_IDS, ...ABSENT_IDS]) {
        const label = `${route.method} ${route.path(id).slice(0, 80)}`;
        const res = await send(route.method, route.path(id), route.as ? author : admin, route.body);
        expect(res.status, label).toBe(404);
        expect((res.body as { code?: unknown }).code, label).toBe(route.code);
        expect(res.body, label).toMatchObject({ status: 404, message: expect.any(String) as string });
      }
    },
  );
});
