/**
 * No public URL is built from request headers (docs/decisions.md "The API"): with forged
 * Host, X-Forwarded-Host and X-Forwarded-Proto headers, every public response that carries an
 * absolute URL names the configured site, on responses the CDN would keep for minutes. The apps
 * run in a process of their own without SITE_URL, as the Functions emulator runs them, where
 * the stack's own address is the default (outside the emulators the functions refuse to load
 * without it: config.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoArticles } from '../../scripts/lib/demo-content';

const root = join(__dirname, '..', '..');
const LOCAL_SITE = 'http://127.0.0.1:5000';
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'javascript:alert(1)//',
};

const article = demoArticles[0]!;
const articlePage = `/archives/${article.volumeSlug}/${article.issueSlug}/${article.slug}`;
/** Every public response that carries an absolute URL of the site. */
const PUBLIC_PATHS = [
  // The demo article's own issue, whole: the newest articles of the archive may be other
  // files' articles, with no files and so no absolute URL.
  `/api/articles?volume=${article.volumeSlug}&issue=${article.issueSlug}`,
  `/api/articles/${article.slug}`,
  '/api/search?q=water',
  `/api/articles/${article.slug}/cite?format=ris`,
  `/api/articles/${article.slug}/jats.xml`,
  articlePage,
  '/archives',
  `/archives/${article.volumeSlug}`,
  `/archives/${article.volumeSlug}/${article.issueSlug}`,
  '/sitemap.xml',
  '/sitemap/pages.xml',
  `/sitemap/${article.volumeSlug}.xml`,
  '/feed.xml',
  '/robots.txt',
  '/oai?verb=Identify',
  '/oai?verb=ListRecords&metadataPrefix=oai_dc',
  '/api/oai?verb=ListIdentifiers&metadataPrefix=oai_dc',
];

/** A GET with headers fetch() would not send (Host among them). */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The environment of the test run, less SITE_URL and anything else named. */
function envWithout(...names: string[]): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['SITE_URL', ...names]) delete env[name];
  return env;
}

describe('public URLs on the emulators without SITE_URL', () => {
  let server: ChildProcess;
  let port = 0;
  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench', 'api-server.ts')], {
      cwd: root,
      env: envWithout(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    port = await new Promise<number>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        const match = /listening on (\d+)/.exec(chunk.toString());
        if (match) resolve(Number(match[1]));
      });
      server.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
    });
  });
  afterAll(() => {
    server?.kill();
  });

  it.each(PUBLIC_PATHS)('%s names the stack, never the forged host', async (path) => {
    const { status, body } = await rawGet(port, path, FORGED);
    expect(status, body.slice(0, 300)).toBe(200);
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('javascript:');
    expect(body).toContain(LOCAL_SITE);
  });
});
