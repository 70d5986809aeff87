/**
 * Public pages arrive rendered (docs/plans/rendered-pages.md): the `site` function
 * (functions/src/site/render-page.ts) runs the web app's page renderer (web/src/entry-server.tsx,
 * built to web/dist-server) and puts what it answers into the built index.html, where the
 * browser (web/src/main.tsx, then web/src/start.tsx) hydrates it. This is what the three say
 * to each other.
 */
import type { PublicReads } from './public-reads';

/** Where web/index.html takes a rendered page's parts. */
export const PAGE_MARKERS = {
  /** Styles of the page and preloads of its code, before </head>. */
  head: '<!--app-head-->',
  /** The page itself, inside the root element. */
  html: '<!--app-html-->',
  /** The page state, before </body>. */
  state: '<!--app-state-->',
} as const;

/**
 * The element that carries the page state: `<script type="application/json">`, which the
 * browser never runs, so the Content-Security-Policy needs no 'unsafe-inline' for it.
 */
export const PAGE_STATE_ID = 'page-state';

/**
 * Set on <html> once the app has taken the page over (web/src/app/layout/root-layout.tsx). A
 * rendered page is drawn before its script runs (web/src/main.tsx), and until then a tap is a
 * plain link's or nothing at all: the end-to-end tests, and any monitoring, wait for it before
 * they act on a page.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-app-interactive';

/** What the browser takes over from the server: the router's and the queries' data, and the site's origin. */
export interface PageState {
  router: unknown;
  queries: unknown;
  origin: string;
  /**
   * The app's code and the page's screen (addresses of built modules), which the browser fetches
   * once the page is drawn rather than before: the page is readable without them, and on a slow
   * link they would otherwise share it with the page's stylesheet, faces and pictures.
   */
  code: string[];
}

export type RenderedPage =
  /** A page rendered with its data; `status` is 200, or 404 for an address that names nothing, or 5xx. */
  | {
      kind: 'page';
      status: number;
      /** The route that rendered it (web/src/app/routes.tsx ids) and its parameters. */
      screen: string;
      params: Record<string, string | undefined>;
      /** The page's own title, as the browser will show it; undefined for the journal's name alone. */
      title: string | undefined;
      /** Markup for the end of <head>: the page's styles, and preloads of its faces and pictures. */
      head: string;
      /** Markup for the root element. */
      html: string;
      state: PageState;
      /** The data the page was rendered with, by query key, for the page's metadata. */
      data(queryKey: readonly unknown[]): unknown;
    }
  /** A screen of a signed-in person: the browser renders it; `head` preloads its code. */
  | { kind: 'client'; head: string }
  /** The router answered without a page (a loader's redirect). */
  | { kind: 'response'; status: number; location: string | null };

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** How the page's data is read: on the server, the read port of the same process. */
  reads: PublicReads;
  /** The configured site origin, for the absolute links a page shows. */
  origin: string;
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
}

/** Vite's manifest of the browser build (web/dist/.vite/manifest.json), as far as it is read. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] }
>;
