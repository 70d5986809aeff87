/**
 * What each function loads (functions/bundles.ts): the bundles as the build makes them, with
 * esbuild's own account of the source files in each. The `site` function answers readers; it
 * must carry no API router, no admin code and no mail sender, and index.js, which every
 * instance loads first, nothing but the functions' declarations and their configuration.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLES, bundleOptions, type BundleName } from '../bundles';

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

  it('the API bundle reads the public archive through the same read port', async () => {
    const api = await sourcesOf('api');
    expect(api).toEqual(
      expect.arrayContaining(['src/app.ts', 'src/reads/articles.ts', 'src/reads/search.ts']),
    );
    expect(api).not.toContain('src/site/render-page.ts');
  });
});
