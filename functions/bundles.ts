/**
 * The functions' bundles (build.mts): `index.js`, which declares the functions and loads nothing
 * else until a function is called, and one bundle for each kind of work: the API app, the site
 * app and the jobs (src/index.ts). Each bundle compiles `@journal/common` (a workspace, not a
 * published package) in, while the runtime dependencies listed in package.json stay external
 * and are installed by Cloud Build on deploy. Packages published only as ES modules
 * (file-type) are devDependencies and compiled in like `@journal/common`.
 */
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';

const here = (path: string) => new URL(path, import.meta.url).pathname;

const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Each bundle: where its source starts, and the file index.js loads it from. */
export const BUNDLES = {
  api: { entry: 'src/app.ts', file: 'api.js' },
  site: { entry: 'src/site/app.ts', file: 'site.js' },
  jobs: { entry: 'src/jobs.ts', file: 'jobs.js' },
} as const;

export type BundleName = keyof typeof BUNDLES | 'index';

/**
 * What the bundles read from disk at run time, copied beside them (into lib/) by build.mts so
 * that the deployed functions carry it: the vendored CSL styles and locales the API formats
 * references with (csl/README.md; src/citation/csl-files.ts finds them there).
 */
export function copyRuntimeFiles(outDir: string): void {
  cpSync(here('./csl/'), path.join(outDir, 'csl'), { recursive: true });
}

/** index.ts imports each bundle's entry lazily; in the build that import loads the bundle's file. */
const bundlesStayApart: Plugin = {
  name: 'bundles-stay-apart',
  setup(build) {
    const byImport = new Map(
      Object.values(BUNDLES).map(({ entry, file }) => [
        `./${entry.replace(/^src\//, '').replace(/\.ts$/, '')}`,
        file,
      ]),
    );
    build.onResolve({ filter: /^\.\// }, (args) => {
      const file = byImport.get(args.path);
      return file && args.importer === here('./src/index.ts')
        ? { path: `./${file}`, external: true }
        : undefined;
    });
  },
};

export function bundleOptions(name: BundleName): BuildOptions {
  const entry = name === 'index' ? 'src/index.ts' : BUNDLES[name].entry;
  const file = name === 'index' ? 'index.js' : BUNDLES[name].file;
  return {
    entryPoints: [here(`./${entry}`)],
    outfile: here(`./lib/${file}`),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    sourcemap: true,
    external: Object.keys(pkg.dependencies),
    plugins: name === 'index' ? [bundlesStayApart] : [],
    logLevel: 'warning',
  };
}
