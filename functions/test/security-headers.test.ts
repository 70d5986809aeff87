/**
 * Protective headers (docs/security.md): Hosting's firebase.json puts them on every page, and
 * the functions on every response of their own (JSON, pages, XML, refusals), from the one
 * definition in common/src/security-headers.ts; the deployed policy names no local address.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoArticles } from '../../scripts/lib/demo-content';
import { config } from '../src/config';
import { securityHeaders } from '@journal/common/security-headers';
import { useApi } from './harness';

const urls = useApi();
const article = demoArticles[0]!;

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

function hostingHeaders(): Record<string, string> {
  const firebase = JSON.parse(readFileSync(join(__dirname, '..', '..', 'firebase.json'), 'utf8')) as {
    hosting: { headers: HeaderRule[] };
  };
  const everywhere = firebase.hosting.headers.find((rule) => rule.source === '**');
  return Object.fromEntries((everywhere?.headers ?? []).map(({ key, value }) => [key, value]));
}

describe('the deployed headers (firebase.json)', () => {
  it('are the functions’ own, on every path', () => {
    expect(hostingHeaders()).toEqual(securityHeaders());
  });

  it('allow scripts from the site only, and no framing', () => {
    const csp = hostingHeaders()['Content-Security-Policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]);
    expect(csp).not.toMatch(/unsafe-eval|127\.0\.0\.1|localhost|\*/);
    expect(hostingHeaders()).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
  });
});

describe('function responses', () => {
  it.each([
    ['api', '/api/articles?limit=1', 200],
    ['api', `/api/articles/${article.slug}/pdf`, 200],
    ['api', '/api/submissions', 401],
    ['api', '/api/nowhere', 404],
    ['site', `/archives/${article.volumeSlug}/${article.issueSlug}/${article.slug}`, 200],
    ['site', '/archives/no-such-volume', 404],
    ['site', '/oai?verb=Identify', 200],
    ['site', '/sitemap.xml', 200],
  ] as const)('%s %s carries every protective header', async (app, path, status) => {
    const res = await fetch(`${urls[app]}${path}`);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    const expected = securityHeaders(config.authEmulatorOrigin);
    expect(config.authEmulatorOrigin).toBe(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
    for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), name).toBe(value);
  });
});
