import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { leanLatinFaces } from './build/lean-faces.ts';

// In `npm run dev` the API is the functions emulator behind the Hosting emulator.
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://127.0.0.1:5000';

/**
 * The built page is the renderer's template, not a file to serve: Hosting serves a static
 * file before it rewrites, so a dist/index.html would answer `/` unrendered. It moves under
 * dist/.vite, which Hosting never deploys (its "ignore" has every dot-folder).
 */
const TEMPLATE_PATH = join('.vite', 'template.html');

/**
 * The stylesheet is the one file the first paint waits for: it goes before the page's own
 * head (preloads of its picture and fonts) and Vite's script tag, so that no request
 * queues in front of it.
 */
function stylesheetFirst(html: string): string {
  const sheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  const rest = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
  return rest.replace(
    '<!--app-head-->',
    () => `${sheets.map((s) => s.trim()).join('\n    ')}\n    <!--app-head-->`,
  );
}

function pageTemplateOutOfReach(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'journal:page-template-out-of-reach',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      const page = join(outDir, 'index.html');
      writeFileSync(join(outDir, TEMPLATE_PATH), stylesheetFirst(readFileSync(page, 'utf8')));
      rmSync(page);
    },
  };
}

/** The screens the server renders: the roots of the code a public page runs. */
const PUBLIC_SCREEN = /[\\/]src[\\/](app[\\/]routes|features[\\/](archive|pages|search))[\\/]/;
const PAGE_ENTRY = /[\\/]web[\\/]index\.html$/;
const APP_START = /[\\/]src[\\/]start\.tsx$/;

/** Every module `root` imports statically, itself included. */
function staticImports(ctx: Rolldown.ChunkingContext, root: string): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The app's own modules that a public page runs, in one chunk: what the app's start imports,
 * and what two or more public screens share. Left to themselves they were some twenty chunks of
 * a few hundred bytes to 3 KB each, and every module the browser fetches, compiles and runs
 * costs the main thread time of its own, which a phone's first tap waits behind. Screens,
 * overlays and whatever only one screen or only the signed-in screens use keep their chunks,
 * and main.tsx's own few imports stay in the page's script.
 */
function appChunk() {
  const candidates: string[] = [];
  let captured: Set<string> | null = null;

  function capture(ctx: Rolldown.ChunkingContext): Set<string> {
    const pageEntry = candidates.find((id) => PAGE_ENTRY.test(id));
    const start = candidates.find((id) => APP_START.test(id));
    if (!pageEntry || !start) throw new Error('The app chunk needs index.html and src/start.tsx');
    const inPage = staticImports(ctx, pageEntry);
    const wanted = staticImports(ctx, start);
    const screensUsing = new Map<string, number>();
    for (const screen of candidates) {
      if (!PUBLIC_SCREEN.test(screen) || !ctx.getModuleInfo(screen)?.dynamicImporters.length) continue;
      for (const id of staticImports(ctx, screen)) screensUsing.set(id, (screensUsing.get(id) ?? 0) + 1);
    }
    for (const [id, screens] of screensUsing) if (screens >= 2) wanted.add(id);
    return new Set(
      [...wanted].filter((id) => {
        const info = ctx.getModuleInfo(id);
        // A module loaded on its own (a screen, the app's start) keeps its chunk.
        return info && !info.isEntry && info.dynamicImporters.length === 0 && !inPage.has(id);
      }),
    );
  }

  return {
    debugName: 'app',
    // Rolldown asks `test` about every module before it asks `name` about any.
    test: (id: string) => {
      if (id.includes('node_modules')) return false;
      candidates.push(id);
      return true;
    },
    name: (id: string, ctx: Rolldown.ChunkingContext) => {
      captured ??= capture(ctx);
      return captured.has(id) ? 'app' : null;
    },
    // Only what `name` picks: not the modules of main.tsx that the app's modules import too.
    includeDependenciesRecursively: false,
  };
}

/**
 * Two builds (docs/plans/rendered-pages.md §2 web/): the browser's app in dist/, with a manifest
 * that names each screen's chunks, and the server's renderer in dist-server/
 * (`vite build --ssr src/entry-server.tsx`), which the `site` function runs to send public pages
 * rendered. Both are built with the same `--mode`, so they read the same configuration.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), leanLatinFaces(), pageTemplateOutOfReach()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/oai': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
      '/feed.xml': apiTarget,
    },
  },
  // The renderer carries everything it imports: the functions install no React or MUI.
  ssr: { noExternal: true },
  // The Functions runtime sets no NODE_ENV. Without this the renderer would run React and
  // Emotion's development builds, whose class names differ from the browser's: every page would
  // fail to hydrate.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node22',
        sourcemap: false,
        // .mjs: the renderer is an ES module loaded from the functions' CommonJS bundle.
        rolldownOptions: {
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 700,
        // One stylesheet for every screen: a page the server rendered is drawn before any script
        // runs, so its styles cannot wait for a screen's chunk to bring them.
        cssCodeSplit: false,
        // dist/.vite/manifest.json: which chunks each screen needs, for the page's list of its code.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What every screen runs on, in two chunks: split by which screens share each
                  // part, it was some forty small chunks that compress worse together; as one,
                  // compiling it was a single long task of the page's main thread.
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
                },
                {
                  // MUI's styling runtime, for the screens and overlays drawn with MUI
                  // (src/lib/ui/mui-scope.tsx): the public pages drawn with plain stylesheets
                  // (home, an article) never download it.
                  name: 'mui-runtime',
                  test: /node_modules[\\/](@emotion|@mui[\\/](system|styled-engine|utils|private-theming))[\\/]/,
                },
                {
                  // The Firebase Auth SDK, which a page loads only when a session is asked about
                  // (src/lib/auth-runtime.ts): named, as its package's own files are all `index`.
                  name: 'firebase-auth',
                  test: /node_modules[\\/](@firebase|idb)[\\/]/,
                },
                appChunk(),
              ],
            },
          },
        },
      },
}));
