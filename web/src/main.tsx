/**
 * The page's only script tag: the faces and the stylesheet, then the app once the page is drawn.
 *
 * A public page arrives rendered and readable; the app only makes it interactive. Its code
 * (React, the router, MUI: about 200 KB gzip) would otherwise share a slow link with the page's
 * stylesheet, faces and pictures, and evaluating it is a long task that a first frame would wait
 * behind on a slow phone. So this entry stays small: it waits until the faces of the first
 * screen and the page's main picture are in and a frame has been painted, then fetches every
 * module the page named (`PageState.code`) at once, runs them one task at a time and starts
 * the app. Screens the server does not render start at once; their code is preloaded by the
 * page itself.
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/source-serif-4/400.css';
import '@fontsource/source-serif-4/600.css';
import '@fontsource/source-serif-4/700.css';
import './lib/ui/base.css';
import { PAGE_STATE_ID, type PageState } from '@journal/common/contracts/rendered-page';
import { nextTask } from './lib/next-task';

declare global {
  // Where zod reads its settings when it loads (zod/v4/core/core.js; web/test/zod-jitless.unit.test.ts
  // proves it still does).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// The site's Content-Security-Policy forbids eval (common/src/security-headers.ts). Zod tries
// `new Function` once, as it builds its first object schema, to compile its parsers, and the
// browser would report the refusal as a policy violation; told first, it parses without
// compiling. Set here, before any module that builds a schema runs, without loading zod: only
// forms and uploads use it, and a public page never downloads it.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The state of a page the server rendered (common/src/contracts/rendered-page.ts); null for one it did not. */
function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/** Resolves once the next frame has been painted. */
function afterNextPaint(): Promise<void> {
  // A task queued from requestAnimationFrame runs after that frame is drawn.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The longest the app waits for the page's main picture, on a link that may never deliver it. */
const PICTURE_WAIT_MS = 3000;

async function whenDrawn(): Promise<void> {
  // A tab opened in the background paints nothing until it is shown: no reason to wait.
  if (document.visibilityState === 'hidden') return;
  // The first frame first: asked before it, `document.fonts.ready` has the page's style and
  // layout computed at once, inside this script's task, where the browser would have done them
  // in its own time for that frame.
  await afterNextPaint();
  // The text is drawn in its own faces, not in a fallback that the faces then replace, and the
  // page's main picture (marked fetchpriority="high") before the app's code takes the link.
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  await Promise.race([
    Promise.all([document.fonts.ready, ...pictures.map((img) => img.decode().catch(() => undefined))]),
    new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS)),
  ]);
  await afterNextPaint();
}

/**
 * Fetches the modules in parallel; the imports that follow find them ready. Starting a request
 * costs the main thread a few milliseconds on a slow phone, so each has a task of its own.
 */
async function fetchModules(addresses: string[]) {
  for (const href of addresses) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As on Vite's own tags, or the import would not reuse what was fetched.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

/**
 * Runs the modules one at a time, each after the ones it imports (the order the page gives): run
 * by a single import, the app's code would be one long task that a tap waits behind.
 */
async function runModules(addresses: string[]) {
  for (const address of addresses) {
    await import(/* @vite-ignore */ address);
    await nextTask();
  }
}

async function boot(root: HTMLElement) {
  const page = readPageState();
  if (page) {
    await whenDrawn();
    await fetchModules(page.code);
    await runModules(page.code);
  }
  const { start } = await import('./start');
  await start(root, page);
}

void boot(root);
