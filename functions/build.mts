/**
 * Builds the functions' bundles (bundles.ts) and copies beside them what they read at run time:
 * the CSL styles and locales, and the web app's page renderer.
 */
import { build } from 'esbuild';
import { copyFileSync, cpSync, existsSync, rmSync } from 'node:fs';
import { BUNDLES, bundleOptions, copyRuntimeFiles, type BundleName } from './bundles';

rmSync(new URL('./lib/', import.meta.url), { recursive: true, force: true });
const names: BundleName[] = ['index', ...(Object.keys(BUNDLES) as BundleName[])];
await Promise.all(names.map((name) => build(bundleOptions(name))));
copyRuntimeFiles(new URL('./lib/', import.meta.url).pathname);

// The `site` function renders public pages with the web app's renderer (docs/plans/rendered-pages.md),
// into the web build's page (dist/.vite/template.html), naming the chunks its manifest lists: all three travel inside the
// functions bundle (functions/src/site/renderer.ts reads them from lib/renderer).
const web = (path: string) => new URL(`../web/${path}`, import.meta.url);
const renderer = new URL('./lib/renderer/', import.meta.url);
const built = [
  web('dist-server/entry-server.mjs'),
  web('dist/.vite/template.html'),
  web('dist/.vite/manifest.json'),
];
if (built.every((file) => existsSync(file))) {
  cpSync(web('dist-server/'), renderer, { recursive: true });
  copyFileSync(web('dist/.vite/template.html'), new URL('template.html', renderer));
  copyFileSync(web('dist/.vite/manifest.json'), new URL('manifest.json', renderer));
} else {
  console.warn('The web app is not built (npm run build -w web): the site function cannot render pages.');
}
