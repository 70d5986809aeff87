/**
 * Every admin route (and any other address under /api/admin) is closed to everyone but the
 * admin (docs/decisions.md "Identity and roles"): no token or a bad one is a 401, a signed-in
 * author (even one holding an admin claim) is a 403, and the admin gets through. The admin's
 * calls use ids that do not exist and empty bodies, so they change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@journal/common/messages';
import { createApiApp } from '../src/app';
import { config } from '../src/config';
import { appRoutes, fillPattern } from './app-routes';
import { adminAuth, adminToken, bearer, createAuthor, signIn, useApi } from './harness';
import { readJson } from './people-fixtures';

const urls = useApi();

const MISSING = 'noSuchRecord404';

interface AdminRoute {
  method: string;
  path: string;
  /** The admin's exact status where the route's behaviour is settled; else only "let in". */
  adminStatus?: number;
}

/** Where the admin's answer to a route called with a missing id and an empty body is settled. */
const settledAdminStatus: Record<string, number> = {
  'GET /admin/users': 200,
  'GET /admin/submissions': 200,
  'DELETE /admin/users/:id': 404,
  'GET /admin/submissions/:id': 404,
  'DELETE /admin/submissions/:id': 404,
  'PATCH /admin/submissions/:id/approve': 404,
  'PATCH /admin/submissions/:id/reject': 404,
};

/** Every admin route the API's routers declare, read from the routers themselves. */
const declared: AdminRoute[] = appRoutes(createApiApp())
  .filter((route) => route.pattern.startsWith('/admin/'))
  .map((route) => ({
    method: route.method,
    path: fillPattern(route.pattern, MISSING).slice('/admin'.length),
    adminStatus: settledAdminStatus[`${route.method} ${route.pattern}`],
  }));

const routes: AdminRoute[] = [
  ...declared,
  // Addresses no router knows are the admin's too: closed first, then unknown.
  { method: 'GET', path: '/everything', adminStatus: 404 },
  { method: 'DELETE', path: `/users/${MISSING}/promote`, adminStatus: 404 },
];

function call(route: AdminRoute, headers: Record<string, string> = {}): Promise<Response> {
  const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  return fetch(`${urls.api}/api/admin${route.path}`, {
    method: route.method,
    headers: withBody ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: withBody ? '{}' : undefined,
  });
}

describe('admin routes', () => {
  let admin: string;
  let author: string;
  let claimedAuthor: string;
  beforeAll(async () => {
    admin = await adminToken();
    author = (await createAuthor(urls.api)).idToken;
    // An admin claim alone is not enough: the admin is also the one configured e-mail.
    const pretender = await createAuthor(urls.api);
    await adminAuth.setCustomUserClaims(pretender.uid, { admin: true });
    claimedAuthor = await signIn(pretender.email, pretender.password);
  });

  it('finds every admin route in the routers, those the review named among them', () => {
    const names = declared.map((route) => `${route.method} /admin${route.path}`);
    for (const route of [
      'GET /admin/mail',
      `POST /admin/mail/${MISSING}/retry`,
      `POST /admin/submissions/${MISSING}/publish`,
      `GET /admin/submissions/${MISSING}`,
      `PUT /admin/articles/featured/${MISSING}`,
    ]) {
      expect(names).toContain(route);
    }
  });

  it('answers 401 without a token or with a bad one, 403 to authors, and lets the admin in', async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const none = await call(route);
      expect(await readJson(none), `${name} without token`).toEqual({
        status: 401,
        code: 'token-missing',
        message: authMessages.missingToken,
      });
      expect(none.status, name).toBe(401);

      const forged = await call(route, bearer('forged.token.value'));
      expect(await readJson(forged), `${name} forged`).toEqual({
        status: 401,
        code: 'token-invalid',
        message: authMessages.invalidToken,
      });

      for (const token of [author, claimedAuthor]) {
        const denied = await call(route, bearer(token));
        expect(denied.status, `${name} as author`).toBe(403);
        expect(await readJson(denied), `${name} as author`).toEqual({
          status: 403,
          code: 'admin-required',
          message: authMessages.adminRequired,
        });
      }

      const allowed = await call(route, bearer(admin));
      expect([401, 403], `${name} as admin`).not.toContain(allowed.status);
      if (route.adminStatus) expect(allowed.status, `${name} as admin`).toBe(route.adminStatus);
      expect(allowed.headers.get('cache-control'), name).toMatch(/no-store/);
    }
  });

  it('refuses the admin e-mail with the claim while that e-mail is unverified', async () => {
    // Whoever signs up with the public admin address first holds an unverified account there;
    // the claim on it must open nothing.
    const { uid } = await adminAuth.getUserByEmail(config.adminEmail);
    await adminAuth.updateUser(uid, { emailVerified: false });
    try {
      const unverified = await signIn(config.adminEmail, 'journal-admin');
      for (const route of [routes[0]!, routes.find((r) => r.method === 'DELETE')!]) {
        const denied = await call(route, bearer(unverified));
        expect(denied.status, `${route.method} ${route.path}`).toBe(403);
        expect(await readJson(denied)).toEqual({
          status: 403,
          code: 'admin-required',
          message: authMessages.adminRequired,
        });
      }
    } finally {
      await adminAuth.updateUser(uid, { emailVerified: true });
    }
    expect((await call(routes[0]!, bearer(admin))).status).toBe(routes[0]!.adminStatus ?? 200);
  });
});
