/**
 * Addresses and verbs no screen uses: slugs with `..`, `%00`, spaces and unicode, unknown admin
 * verbs and wrong methods. Each is answered with a 4xx and a message, and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@journal/common/messages';
import type { Submission } from '@journal/common/contracts/submissions';
import { adminToken, bearer, createAuthor, unique, useApi } from './harness';
import { getJson, rawGet } from './archive-fixtures';
import { submit } from './people-fixtures';
import { sendJson } from './fixtures/raw-bodies';
import { expectNoVolume, expectRefusal } from './fixtures/refusals';

const urls = useApi();
let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

const api = (path: string) => `${urls.api}/api${path}`;

const ODD_SLUGS = [
  '..',
  '..%2F..%2Fetc',
  '%00',
  'a%00b',
  'with%20space',
  '%C3%BCnic%C3%B6de',
  '%E2%80%AE',
  'UPPER',
];

describe('odd slugs', () => {
  it('answers 404 with a message for slugs with .., %00, spaces and unicode', async () => {
    for (const slug of ODD_SLUGS) {
      for (const path of [
        `/api/articles/${slug}`,
        `/api/articles/${slug}/pdf`,
        `/api/volumes/${slug}`,
        `/api/issues/${slug}`,
      ]) {
        const res = await rawGet(urls.api, path);
        expect(res.status, path).toBe(404);
        const body = JSON.parse(res.body) as { status: number; code: string; message: string };
        expect(body.status, path).toBe(404);
        expect(body.code, path).toMatch(/not-found$/);
        expect(body.message.length, path).toBeGreaterThan(0);
      }
    }
  });

  it('refuses to create a volume under such a slug', async () => {
    const marker = unique('odd');
    for (const slug of ['..', '../x', 'a\u0000b', 'with space', 'ünicödé', 'UPPER', '']) {
      const res = await sendJson(api('/admin/volumes'), admin, {
        year: 2025,
        name: `${marker} ${slug}`,
        slug,
      });
      expect((await expectRefusal(res, 400, JSON.stringify(slug))).code).toBe('invalid-input');
    }
    await expectNoVolume(urls.api, admin, marker);
  });
});

describe('verbs and methods', () => {
  it('answers 404 to unknown admin verbs and changes nothing', async () => {
    const author = await createAuthor(urls.api);
    const id = await submit(urls.api, author.idToken);
    for (const [method, path] of [
      ['PATCH', `/admin/submissions/${id}/archive`],
      ['POST', `/admin/submissions/${id}/approve-all`],
      ['PATCH', `/admin/submissions/${id}/approve/now`],
      ['DELETE', '/admin/everything'],
      ['POST', `/admin/users/${author.uid}/promote`],
    ] as const) {
      expect(
        await expectRefusal(
          await fetch(api(path), { method, headers: bearer(admin) }),
          404,
          `${method} ${path}`,
        ),
      ).toEqual({ code: 'not-found', message: apiMessages.notFound });
    }
    const { body } = await getJson<Submission>(api(`/submissions/${id}`), {
      headers: bearer(author.idToken),
    });
    expect(body.data.status).toBe('Pending');
  });

  it('answers 405 to wrong methods and stores nothing', async () => {
    const slug = unique('method');
    const volume = JSON.stringify({ year: 2025, name: `Volume ${slug}`, slug });
    for (const [method, path] of [
      ['POST', '/volumes'],
      ['PUT', '/volumes'],
      ['DELETE', '/articles'],
      ['PATCH', `/articles/${slug}`],
      ['PUT', '/submissions'],
      ['GET', '/auth/signup'],
      ['PATCH', '/admin/volumes'],
      ['GET', '/admin/articles/featured/some-id'],
    ] as const) {
      const headers = { ...bearer(admin), 'Content-Type': 'application/json' };
      const res = await fetch(api(path), { method, headers, body: method === 'GET' ? undefined : volume });
      expect(await expectRefusal(res, 405, `${method} ${path}`)).toEqual({
        code: 'method-not-allowed',
        message: apiMessages.methodNotAllowed,
      });
    }
    await expectNoVolume(urls.api, admin, slug);
  });
});
