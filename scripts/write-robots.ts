/**
 * Writes web/dist/robots.txt. It must be a static file: Cloud Functions' HTTP layer answers
 * /robots.txt itself, before any function sees it. The sitemap it names needs an absolute
 * address: SITE_URL, else (for `npm start`) the local app, else the project's default
 * Hosting domain from .firebaserc.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { robotsText } from '../functions/src/site/robots-text';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function defaultOrigin(): string {
  const rc = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')) as {
    projects?: { default?: string };
  };
  return `https://${rc.projects?.default ?? 'demo-journal'}.web.app`;
}

export function writeRobots(origin = process.env.SITE_URL ?? defaultOrigin()): void {
  writeFileSync(join(root, 'web', 'dist', 'robots.txt'), robotsText(origin.replace(/\/$/, '')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeRobots();
