/**
 * Lighthouse, installed on first use into scripts/lighthouse-runtime from its own lockfile, and
 * loaded from there. Its tree (Sentry, OpenTelemetry, Puppeteer and the trace engine) is about
 * 21,000 of the 74,000 files `npm ci` unpacked, and only `npm run lighthouse` runs it: every
 * install and every CI run paid for it (docs/decisions.md, Tooling, has the figures).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LighthouseResult } from './lighthouse-figures';
import { root } from './firebase-emulators';

const runtime = join(root, 'scripts', 'lighthouse-runtime');
const lockfile = join(runtime, 'package-lock.json');
/** npm's record of what it installed; the same as the lockfile's packages after `npm ci`. */
const installed = join(runtime, 'node_modules', '.package-lock.json');

export interface LighthouseFlags {
  port: number;
  output: 'json';
  logLevel: 'error';
  onlyCategories: string[];
}

export type Lighthouse = (
  url: string,
  flags: LighthouseFlags,
) => Promise<{ report: string | string[]; lhr: LighthouseResult } | undefined>;

const packagesIn = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, unknown> }).packages;

/** Whether node_modules holds what the lockfile names (the lockfile alone lists the root, `""`). */
function installedIsCurrent(): boolean {
  if (!existsSync(installed)) return false;
  const { '': _root, ...wanted } = packagesIn(lockfile);
  return JSON.stringify(wanted) === JSON.stringify(packagesIn(installed));
}

export async function loadLighthouse(): Promise<Lighthouse> {
  if (!installedIsCurrent()) {
    console.log(
      'Installing Lighthouse into scripts/lighthouse-runtime (first use, or its lockfile changed)…',
    );
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: runtime,
      stdio: 'inherit',
    });
    if (install.status !== 0)
      throw new Error(`npm ci in ${runtime} failed (${install.status ?? install.signal})`);
  }
  const manifest = join(runtime, 'node_modules', 'lighthouse', 'package.json');
  const { main } = JSON.parse(readFileSync(manifest, 'utf8')) as { main: string };
  const entry = join(runtime, 'node_modules', 'lighthouse', main);
  return ((await import(pathToFileURL(entry).href)) as { default: Lighthouse }).default;
}
