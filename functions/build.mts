/**
 * Bundles the functions with esbuild so that `@journal/common` (a workspace, not a published
 * package) is compiled in, while the runtime dependencies listed in package.json stay external
 * and are installed by Cloud Build on deploy. Packages published only as ES modules (file-type)
 * cannot be require()d by this CommonJS bundle on every Node 20 release, so they are listed as
 * devDependencies and compiled in like `@journal/common`.
 */
import { build } from 'esbuild';
import { copyFileSync, cpSync, existsSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});

// The `site` function renders public pages with the web app's renderer (docs/plans/rendered-pages.md),
// into the web build's page (dist/.vite/template.html), naming the chunks its manifest lists: all three travel inside the
// functions bundle (functions/src/site/renderer.ts reads them from lib/renderer).
const web = (path: string) => new URL(`../web/${path}`, import.meta.url);
const renderer = new URL('./lib/renderer/', import.meta.url);
rmSync(renderer, { recursive: true, force: true });
rmSync(new URL('./lib/index.html', import.meta.url), { force: true });
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
