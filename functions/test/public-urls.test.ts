/**
 * No public URL is built from request headers (docs/decisions.md "The API"): with forged
 * Host, X-Forwarded-Host and X-Forwarded-Proto headers, every public response that carries an
 * absolute URL names the configured site, on responses the CDN would keep for minutes. The apps
 * run in a process of their own without SITE_URL, as the Functions emulator runs them, where
 * the stack's own address is the default; outside the emulators the functions refuse to load
 * without a SITE_URL that is an http(s) origin.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoArticles } from '../../scripts/lib/demo-content';

const root = join(__dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
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
  '/api/articles?limit=4',
  `/api/articles/${article.slug}`,
  '/api/search?q=water',
  `/api/articles/${article.slug}/cite?format=ris`,
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
    server = spawn(tsx, [join(root, 'bench', 'api-server.ts')], {
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

describe('SITE_URL outside the emulators', () => {
  const load = (env: NodeJS.ProcessEnv) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        tsx,
        ['-e', "console.log(require('./functions/src/config.ts').config.siteUrl)"],
        { cwd: root, env },
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const production = () => envWithout('FIRESTORE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR');

  it('is required: the functions refuse to load without it', async () => {
    const { code, stderr } = await load(production());
    expect(code).toBe(1);
    expect(stderr).toContain(
      'Invalid functions configuration: SITE_URL is required (the public origin of the site, e.g. https://journal.example.edu): set it in functions/.env.<project-id>',
    );
  });

  it.each(['javascript:alert(1)//', 'https://journal.example/path', 'journal.example'])(
    'must be an http(s) origin, not %s',
    async (value) => {
      const { code, stderr } = await load({ ...production(), SITE_URL: value });
      expect(code).toBe(1);
      expect(stderr).toContain(
        'Invalid functions configuration: SITE_URL: must be an http(s) origin such as https://journal.example.edu, without a path',
      );
    },
  );

  it('loads with an origin', async () => {
    expect(await load({ ...production(), SITE_URL: 'https://journal.example/' })).toEqual({
      code: 0,
      stdout: 'https://journal.example\n',
      stderr: '',
    });
  });
});
