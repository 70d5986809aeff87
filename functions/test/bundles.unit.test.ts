/**
 * What each function loads (functions/bundles.ts): the bundles as the build makes them, with
 * esbuild's own account of the source files in each. The `site` function answers readers; it
 * must carry no API router, no admin code and no mail sender, and index.js, which every
 * instance loads first, nothing but the functions' declarations and their configuration.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { CslItem } from '@journal/common/citation/csl-json';
import { CITATION_STYLE_IDS } from '@journal/common/contracts/articles-routes';
import { BUNDLES, bundleOptions, copyRuntimeFiles, type BundleName } from '../bundles';
import type { formatReference } from '../src/citation/references';

const functionsRoot = path.resolve(__dirname, '..');

/** The project's own source files in a bundle, relative to functions/ (../common/... for common's). */
async function sourcesOf(name: BundleName): Promise<string[]> {
  const result = await build({ ...bundleOptions(name), write: false, metafile: true, sourcemap: false });
  return Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules/'))
    .map((input) => path.relative(functionsRoot, path.resolve(process.cwd(), input)));
}

describe('the functions’ bundles', () => {
  it('index.js declares the functions and loads each bundle only when its function is called', async () => {
    expect((await sourcesOf('index')).sort()).toEqual(['src/config.ts', 'src/index.ts']);
    const result = await build({ ...bundleOptions('index'), write: false, sourcemap: false });
    const code = result.outputFiles[0]?.text ?? '';
    for (const { file } of Object.values(BUNDLES)) expect(code).toContain(`import("./${file}")`);
  });

  it('the site bundle holds no API router, no admin code and no mail sender', async () => {
    const site = await sourcesOf('site');
    expect(site).toContain('src/site/render-page.ts');
    expect(site).toContain('src/reads/index.ts');
    expect(site.filter((file) => file.startsWith('src/api/') || file === 'src/app.ts')).toEqual([]);
    expect(
      site.filter((file) => /^src\/.*(admin|mail|sweeper|publish|submissions|users)/.test(file)),
    ).toEqual([]);
  });

  it('loads the Word converter, the sanitizer and the picture encoder only when a file is converted', async () => {
    for (const name of ['site', 'api', 'jobs'] as const) {
      const result = await build({ ...bundleOptions(name), write: false, sourcemap: false });
      const code = result.outputFiles[0]?.text ?? '';
      // The readers' function carries none of the conversion at all (esbuild names each module
      // it puts in a bundle in a comment).
      if (name === 'site') expect(code).not.toContain('// src/fulltext/');
      // A module-level require runs as the bundle loads, on every cold start; one inside a
      // lazily started module or an import() runs when the first conversion needs it.
      expect(code, name).not.toMatch(
        /^var \w+ = __toESM\(require\("(mammoth|jszip|fflate|sanitize-html|sharp)"\)\)/m,
      );
    }
  });

  it('the API bundle reads the public archive through the same read port', async () => {
    const api = await sourcesOf('api');
    expect(api).toEqual(
      expect.arrayContaining(['src/app.ts', 'src/reads/articles.ts', 'src/reads/search.ts']),
    );
    expect(api).not.toContain('src/site/render-page.ts');
  });

  it('the API bundle formats references with the CSL styles and locales build.mts copies beside it', async () => {
    expect(await sourcesOf('api')).toContain('src/citation/references.ts');
    expect(await sourcesOf('site')).not.toContain('src/citation/references.ts');
    // The formatting module bundled as the API bundle is, into a folder of its own far from the
    // sources, with what build.mts copies beside the bundles: it can read the files only there.
    const lib = mkdtempSync(path.join(tmpdir(), 'functions-lib-'));
    try {
      const options = bundleOptions('api');
      await build({
        ...options,
        entryPoints: [path.join(functionsRoot, 'src/citation/references.ts')],
        outfile: path.join(lib, 'references.js'),
        sourcemap: false,
        // Required from a folder without node_modules, so the engine travels inside.
        external: (options.external ?? []).filter((name) => name !== 'citeproc'),
      });
      copyRuntimeFiles(lib);
      for (const folder of ['styles', 'locales']) {
        const vendored = readdirSync(path.join(functionsRoot, 'csl', folder));
        expect(readdirSync(path.join(lib, 'csl', folder)).sort()).toEqual(vendored.sort());
        for (const file of vendored) {
          expect(readFileSync(path.join(lib, 'csl', folder, file))).toEqual(
            readFileSync(path.join(functionsRoot, 'csl', folder, file)),
          );
        }
      }
      const bundled = createRequire(__filename)(path.join(lib, 'references.js')) as {
        formatReference: typeof formatReference;
      };
      const item: CslItem = {
        id: 'bundled',
        type: 'article-journal',
        title: 'Grid Reliability',
        author: [{ family: 'Mwansa', given: 'Chileshe' }],
        'container-title': 'Zambezi Journal of Engineering and Applied Sciences',
        volume: '2',
        issue: '1',
        URL: 'https://journal.example/archives/volume-2/issue-1/bundled',
        issued: { 'date-parts': [[2025, 3, 14]] },
        abstract: 'An abstract.',
      };
      for (const style of CITATION_STYLE_IDS) {
        expect(bundled.formatReference(item, style, 'text'), style).toMatch(/Mwansa.*Grid Reliability/);
      }
    } finally {
      rmSync(lib, { recursive: true, force: true });
    }
    // Building an engine from APA's or Chicago's style takes seconds (src/citation/references.ts).
  }, 60_000);
});
