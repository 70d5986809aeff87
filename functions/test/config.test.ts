/**
 * The functions' configuration outside the emulators: SITE_URL (every absolute URL is built
 * from it) and OAI_TOKEN_SECRET (it signs resumption tokens) are required, and the functions
 * refuse to load without them or with a SITE_URL that is not an http(s) origin, rather than
 * fall back to request headers or a secret anyone can read in this repository.
 */
import { describe, expect, it } from 'vitest';
import { runWithTsx } from '../../scripts/test/run-command';

const SECRET = 'a-production-secret-of-32-characters-or-more';

/** Loads the configuration as a deployed function would, and prints the site's origin. */
function load(env: Record<string, string>) {
  const production: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FUNCTIONS_EMULATOR', 'SITE_URL', 'OAI_TOKEN_SECRET']) {
    if (!(name in env)) delete production[name];
  }
  return runWithTsx(['-e', "console.log(require('./functions/src/config.ts').config.siteUrl)"], production);
}

describe('configuration outside the emulators', () => {
  it('requires SITE_URL', async () => {
    const { code, stderr } = await load({ OAI_TOKEN_SECRET: SECRET });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'Invalid functions configuration: SITE_URL is required (the public origin of the site, e.g. https://journal.example.edu): set it in functions/.env.<project-id>',
    );
  });

  it.each(['javascript:alert(1)//', 'https://journal.example/path', 'journal.example'])(
    'requires SITE_URL to be an http(s) origin, not %s',
    async (value) => {
      const { code, stderr } = await load({ SITE_URL: value, OAI_TOKEN_SECRET: SECRET });
      expect(code).toBe(1);
      expect(stderr).toContain(
        'Invalid functions configuration: SITE_URL: must be an http(s) origin such as https://journal.example.edu, without a path',
      );
    },
  );

  it('requires OAI_TOKEN_SECRET, of at least 32 characters', async () => {
    const missing = await load({ SITE_URL: 'https://journal.example' });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'Invalid functions configuration: OAI_TOKEN_SECRET is required (a random string of at least 32 characters that signs OAI-PMH resumption tokens): set it in functions/.env.<project-id>',
    );
    const short = await load({ SITE_URL: 'https://journal.example', OAI_TOKEN_SECRET: 'short' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain(
      'Invalid functions configuration: OAI_TOKEN_SECRET: must be at least 32 characters',
    );
  });

  it('loads with both', async () => {
    expect(await load({ SITE_URL: 'https://journal.example/', OAI_TOKEN_SECRET: SECRET })).toEqual({
      code: 0,
      stdout: 'https://journal.example\n',
      stderr: '',
    });
  });
});
