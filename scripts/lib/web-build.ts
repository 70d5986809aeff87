/**
 * The web app's two builds (web/vite.config.ts): the browser's app in web/dist and the page
 * renderer in web/dist-server, which the `site` function runs to send public pages rendered.
 * Both with the same mode, so that they read the same configuration.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './firebase-emulators';
import { run } from './process-group';

const web = join(root, 'web');

/** What the builds leave that the renderer needs (functions/src/site/renderer.ts). */
export const webBuildOutputs = [
  join(web, 'dist-server', 'entry-server.mjs'),
  join(web, 'dist', '.vite', 'manifest.json'),
  join(web, 'dist', '.vite', 'template.html'),
];

/** What a build was made with (its mode and the VITE_* variables it was given), kept beside it. */
const buildStamp = join(web, 'dist', '.vite', 'journal-build.json');

/** Where what the builds are made of lives: sources, the mode's settings, the packages. */
function webBuildInputs(mode: string): string[] {
  return [
    join(web, 'src'),
    join(web, 'public'),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(web, 'build'),
    join(web, '.env'),
    join(web, '.env.local'),
    join(web, `.env.${mode}`),
    join(web, `.env.${mode}.local`),
    join(root, 'common', 'src'),
    join(root, 'package-lock.json'),
  ];
}

function modified(path: string): number {
  try {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((name) => modified(join(path, name))));
  } catch {
    return Number.NaN;
  }
}

function stampOf(mode: string, env: NodeJS.ProcessEnv): string {
  const vite = Object.entries(env)
    .filter(([key]) => key.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ mode, vite: Object.fromEntries(vite) });
}

/**
 * Both builds exist, are newer than every source they come from, and were made with this mode
 * and these VITE_* variables (a production build or another run's ports is not this one).
 */
export function webBuildIsFresh(mode: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const built = Math.min(...[...webBuildOutputs, buildStamp].map(modified));
  const sources = webBuildInputs(mode)
    .map(modified)
    .filter((time) => !Number.isNaN(time));
  if (Number.isNaN(built) || built <= Math.max(...sources)) return false;
  return readFileSync(buildStamp, 'utf8') === stampOf(mode, env);
}

/**
 * Runs both builds. `env` is the environment the builds read VITE_* from, besides the mode's
 * .env file (web/.env.<mode>).
 */
export async function buildWeb(mode: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // Production React whatever the caller runs under (vitest sets NODE_ENV=test): the browser's
  // and the renderer's builds must agree, or no page hydrates.
  const buildEnv = { ...env, NODE_ENV: 'production' };
  const vite = (...args: string[]) =>
    run('npx', ['vite', 'build', '--mode', mode, '--logLevel', 'warn', ...args], { cwd: web, env: buildEnv });
  await vite();
  await vite('--ssr', 'src/entry-server.tsx');
  writeFileSync(buildStamp, stampOf(mode, env));
}

/**
 * The builds `npm start` makes, unless they are fresh: with the emulator mode's configuration,
 * not the VITE_* of a test run (which name that run's ports). The test suite's `site` renders
 * with them too, so whichever of the two asks first builds them for both.
 */
export async function buildWebForLocalStack(): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  if (!webBuildIsFresh('emulator', env)) await buildWeb('emulator', env);
}
