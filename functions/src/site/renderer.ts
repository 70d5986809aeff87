/**
 * The web app's page renderer (web/src/entry-server.tsx, docs/plans/rendered-pages.md), with the
 * page it fills (the web build's index.html) and the browser build's manifest. functions/build.mts
 * copies the three next to the bundle; run from the sources (tests), they are the web build's
 * own. Loaded on the first page request, so an instance that only answers OAI-PMH or the
 * sitemap never loads React.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, ViteManifest } from '@journal/common/contracts/rendered-page';

interface RendererFiles {
  entry: string;
  template: string;
  manifest: string;
}

const web = (file: string) => path.resolve(__dirname, '../../../web', file);

const LOCATIONS: RendererFiles[] = [
  {
    entry: path.join(__dirname, 'renderer', 'entry-server.mjs'),
    template: path.join(__dirname, 'renderer', 'template.html'),
    manifest: path.join(__dirname, 'renderer', 'manifest.json'),
  },
  {
    entry: web('dist-server/entry-server.mjs'),
    template: web('dist/.vite/template.html'),
    manifest: web('dist/.vite/manifest.json'),
  },
];

function readable(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export interface Site {
  renderer: PageRenderer;
  /** The built index.html, with the markers of common/src/contracts/rendered-page.ts. */
  template: string;
}

/** The first location that holds a complete build. */
function findFiles(): RendererFiles & { templateText: string; manifestText: string } {
  for (const files of LOCATIONS) {
    const templateText = readable(files.template);
    const manifestText = readable(files.manifest);
    if (templateText !== null && manifestText !== null && readable(files.entry) !== null) {
      return { ...files, templateText, manifestText };
    }
  }
  throw new Error(
    `The web app's page renderer is not built (looked for ${LOCATIONS.map((l) => l.entry).join(', ')}): run npm run build`,
  );
}

async function load(): Promise<Site> {
  const files = findFiles();
  // A non-literal import(): esbuild keeps it, so this CommonJS bundle loads the ES module.
  const module = (await import(pathToFileURL(files.entry).href)) as {
    createRenderer(options: { manifest: ViteManifest }): PageRenderer;
  };
  return {
    renderer: module.createRenderer({ manifest: JSON.parse(files.manifestText) as ViteManifest }),
    template: files.templateText,
  };
}

let loading: Promise<Site> | undefined;

/** The renderer and its page, loaded once per instance (again after a failed load). */
export function loadSite(): Promise<Site> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
