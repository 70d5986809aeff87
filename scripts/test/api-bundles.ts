/**
 * The API processes the tests start: the web test files' (namespaces.ts runs namespace-api.ts,
 * which loads namespace-app.ts for each namespace it serves) and the fault tests'
 * (functions/test/fault-api-process.ts runs fixtures/fault-api.ts). Run from the sources through
 * tsx, every such process transformed and resolved the functions' TypeScript again: about 4 s of
 * CPU before it answered, thirty times in a run of the web project (measured, 26 Nov). So the
 * global setup bundles them once per run with esbuild, as functions/bundles.ts bundles the
 * deployed functions (`@journal/common` and the ES-only packages compiled in, the functions'
 * runtime dependencies loaded from node_modules), and each process loads one file: 1.5–2 s of
 * CPU.
 *
 * The bundle lives in node_modules/.cache, inside the checkout, so that its `require`s find the
 * installed packages. The functions' modules that find files beside themselves (the CSL styles,
 * the web build the `site` function renders with) keep their own `__dirname`, not the bundle's.
 */
import { readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { bundleOptions } from '../../functions/bundles';
import { root } from '../lib/firebase-emulators';

const bundles = join(root, 'node_modules', '.cache', 'journal-tests');
const entries = {
  'namespace-api': join(root, 'scripts', 'test', 'namespace-api.ts'),
  'namespace-app': join(root, 'scripts', 'test', 'namespace-app.ts'),
  'fault-api': join(root, 'functions', 'test', 'fixtures', 'fault-api.ts'),
};

export const NAMESPACE_API_BUNDLE = join(bundles, 'namespace-api.cjs');
export const NAMESPACE_APP_BUNDLE = join(bundles, 'namespace-app.cjs');
export const FAULT_API_BUNDLE = join(bundles, 'fault-api.cjs');

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

/**
 * Builds the bundles; written aside and renamed, so a process started meanwhile never reads
 * half of one.
 */
export async function bundleTestApis(): Promise<void> {
  const partial = join(bundles, `partial-${process.pid}`);
  // The deployed API bundle's settings (the same packages compiled in and left external), for
  // several entries: so an output directory instead of its one file.
  const { outfile: _oneFile, ...deployed } = bundleOptions('api');
  await build({
    ...deployed,
    entryPoints: entries,
    outdir: partial,
    outExtension: { '.js': '.cjs' },
    sourcemap: false,
    plugins: [ownDirectory],
  });
  for (const name of Object.keys(entries))
    await rename(join(partial, `${name}.cjs`), join(bundles, `${name}.cjs`));
  await rm(partial, { recursive: true, force: true });
}
