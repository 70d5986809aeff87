/**
 * Each web test file's API runs in a process of its own (namespaces.ts). Run from the sources
 * through tsx, every such process transformed and resolved the functions' TypeScript again:
 * about 4 s of CPU before it answered, thirty times in a run of the web project (measured,
 * 26 Nov). So the global setup bundles namespace-api.ts once per run with esbuild, as
 * functions/bundles.ts bundles the deployed functions (`@journal/common` and the ES-only
 * packages compiled in, the functions' runtime dependencies loaded from node_modules), and each
 * process loads that one file: 1.5–2 s of CPU.
 *
 * The bundle lives in node_modules/.cache, inside the checkout, so that its `require`s find the
 * installed packages. The functions' modules that find files beside themselves (the CSL styles,
 * the web build the `site` function renders with) keep their own `__dirname`, not the bundle's.
 */
import { readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { bundleOptions } from '../../functions/bundles';
import { root } from '../lib/firebase-emulators';

export const NAMESPACE_API_BUNDLE = join(
  root,
  'node_modules',
  '.cache',
  'journal-tests',
  'namespace-api.cjs',
);

/** Every functions module keeps the directory it was written in as its `__dirname`. */
const ownDirectory: Plugin = {
  name: 'own-directory',
  setup(build) {
    build.onLoad({ filter: /[\\/]functions[\\/]src[\\/].*\.ts$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replace(/\b__dirname\b/g, JSON.stringify(dirname(path))),
      loader: 'ts',
    }));
  },
};

/** Builds the bundle; written aside and renamed, so a process started meanwhile never reads half of it. */
export async function bundleNamespaceApi(): Promise<void> {
  const partial = `${NAMESPACE_API_BUNDLE}.${process.pid}.partial`;
  await build({
    // The deployed API bundle's settings: the same packages compiled in and left external.
    ...bundleOptions('api'),
    entryPoints: [join(root, 'scripts', 'test', 'namespace-api.ts')],
    outfile: partial,
    sourcemap: false,
    plugins: [ownDirectory],
  });
  await rename(partial, NAMESPACE_API_BUNDLE);
}
