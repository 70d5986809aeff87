/**
 * The web app's two builds (web/vite.config.ts): the browser's app in web/dist and the page
 * renderer in web/dist-server, which the `site` function runs to send public pages rendered.
 * Both with the same mode, so that they read the same configuration.
 */
import { readdirSync, statSync } from 'node:fs';
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

/** Where what the builds are made of lives. */
const webBuildInputs = [
  join(web, 'src'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'build'),
  join(root, 'common', 'src'),
];

function modified(path: string): number {
  try {
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((name) => modified(join(path, name))));
  } catch {
    return Number.NaN;
  }
}

/** Both builds exist and are newer than every source file they come from. */
export function webBuildIsFresh(): boolean {
  const built = Math.min(...webBuildOutputs.map(modified));
  return !Number.isNaN(built) && built > Math.max(...webBuildInputs.map(modified));
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
}
