/**
 * The page renderer as the web build leaves it (web/dist-server, made by the global setup when
 * the sources are newer), run under plain Node as the `site` function runs it, with the reads the
 * `site` function gives it (functions/src/reads, over the test emulators). What the `site`
 * function makes of it is tested in functions/test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PageRenderer, ViteManifest } from '@journal/common/contracts/rendered-page';
import { volumeKeys } from '@journal/common/contracts/volumes-routes';
import { publicMessages } from '@journal/common/messages';
import { readPort } from '../../functions/src/reads';
import { pageReads } from '../../functions/src/site/page-reads';
import { root } from '../lib/firebase-emulators';

const reads = pageReads(readPort, 10_000);

async function renderer(): Promise<PageRenderer> {
  const module = (await import(pathToFileURL(join(root, 'web/dist-server/entry-server.mjs')).href)) as {
    createRenderer(options: { manifest: ViteManifest }): PageRenderer;
  };
  const manifest = JSON.parse(
    readFileSync(join(root, 'web/dist/.vite/manifest.json'), 'utf8'),
  ) as ViteManifest;
  return module.createRenderer({ manifest });
}

const render = async (path: string) =>
  (await renderer()).render({ url: `http://journal.test${path}`, reads, origin: 'https://journal.test' });

describe('the page renderer', () => {
  it('renders a content page with its text, its title and its stylesheet', async () => {
    const page = await render('/about');
    if (page.kind !== 'page') throw new Error(`/about rendered as ${page.kind}`);
    expect(page.status).toBe(200);
    expect(page.screen).toBe('about');
    expect(page.title).toBe('About the Journal');
    expect(page.html).toContain('Who we are');
    expect(page.html).not.toContain('<style');
    // In <head>, in the order the browser should fetch them: the page's pictures (React's
    // preloads, moved out of the page), then the first screen's fonts.
    expect(page.html).not.toMatch(/^<link /);
    expect(page.head).toMatch(/^<link rel="preload" as="image" href="\/favicon\.svg"\/>/);
    expect(page.head).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/inter-latin-400-normal-[\w-]+\.woff2">(?:<link rel="preload" as="font"[^>]*>){3}$/,
    );
    // Drawn by the one stylesheet the page's template links: no styling runtime's rules here.
    expect(page.head).not.toContain('<style');
    expect(page.head).toMatch(/href="\/assets\/source-serif-4-latin-400-normal-[\w-]+\.woff2"/);
    // The app's code and the screen's are named in the page state, for the browser to fetch
    // once the page is drawn; none of it is fetched ahead of the page's own files.
    expect(page.head).not.toMatch(/\.js"/);
    // Each after the ones it imports, for the browser to run one at a time: React first, then
    // the app's start, which imports it.
    const position = (chunk: string) =>
      page.state.code.findIndex((address) => address.startsWith(`/assets/${chunk}-`));
    expect(position('react')).toBeGreaterThanOrEqual(0);
    expect(position('react')).toBeLessThan(position('start'));
    for (const chunk of ['start', 'about-page']) {
      expect(page.state.code).toContainEqual(
        expect.stringMatching(new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`)),
      );
    }
    expect(page.state.origin).toBe('https://journal.test');
  });

  it('renders the archive from the read port, and carries its data for the browser', async () => {
    const page = await render('/archives');
    if (page.kind !== 'page') throw new Error(`/archives rendered as ${page.kind}`);
    expect(page.status).toBe(200);
    // React separates adjacent text with <!-- -->, which readers and crawlers ignore.
    expect(page.html.replaceAll('<!-- -->', '')).toContain('Volume 1 (2024)');
    expect(JSON.stringify(page.state.queries)).toContain('Volume 1');
    expect(page.data(volumeKeys.list())).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'volume-1' })]),
    );
  });

  it('answers 404 with the 404 page for an unknown path and an unknown volume', async () => {
    for (const path of ['/no/such/page', '/archives/no-such-volume']) {
      const page = await render(path);
      if (page.kind !== 'page') throw new Error(`${path} rendered as ${page.kind}`);
      expect(page.status).toBe(404);
      expect(page.title).toBe(publicMessages.pageNotFound);
      expect(page.html).toContain(publicMessages.pageNotFound);
      // The 404 page's code comes with it, for the browser to take it over as rendered.
      expect(page.state.code).toContainEqual(expect.stringMatching(/^\/assets\/not-found-page-/));
    }
    // An archive page that exists does not download its 404 page.
    const volume = await render('/archives/volume-1');
    if (volume.kind !== 'page') throw new Error(`/archives/volume-1 rendered as ${volume.kind}`);
    expect(volume.status).toBe(200);
    expect(volume.state.code).toContainEqual(expect.stringMatching(/^\/assets\/volume-page-/));
    expect(volume.state.code).not.toContainEqual(expect.stringMatching(/^\/assets\/not-found-page-/));
  });

  it('leaves a signed-in person’s screen to the browser', async () => {
    const page = await render('/admin/dashboard');
    if (page.kind !== 'client') throw new Error(`/admin/dashboard rendered as ${page.kind}`);
    // Nothing to draw before the code runs: the page fetches it at once.
    for (const chunk of ['start', 'admin-dashboard-page']) {
      expect(page.head).toMatch(
        new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${chunk}-[\\w-]+\\.js">`),
      );
    }
  });
});
