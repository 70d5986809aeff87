/**
 * Bundles the functions with esbuild so that `@journal/common` (a workspace, not a published
 * package) is compiled in, while the runtime dependencies listed in package.json stay external
 * and are installed by Cloud Build on deploy. Packages published only as ES modules (file-type)
 * cannot be require()d by this CommonJS bundle on every Node 20 release, so they are listed as
 * devDependencies and compiled in like `@journal/common`.
 */
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});

// The `site` function serves the SPA's index.html with each page's metadata filled in, so the
// built page travels inside the functions bundle.
const builtIndex = new URL('../web/dist/index.html', import.meta.url);
if (existsSync(builtIndex)) copyFileSync(builtIndex, new URL('./lib/index.html', import.meta.url));
