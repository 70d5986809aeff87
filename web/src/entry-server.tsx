/**
 * The page renderer: the same routes, loaders and components as the browser's app, rendered to
 * HTML for one request (docs/plans/rendered-pages.md §3). Built with `vite build --ssr` into
 * dist-server/entry-server.mjs and run by the `site` function (functions/src/site/render-page.ts),
 * which gives it the reads of its own process (common/src/contracts/public-reads.ts) and puts
 * the answer into the built index.html (common/src/contracts/rendered-page.ts).
 */
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type {
  PageRenderer,
  PageState,
  RenderedPage,
  ViteManifest,
} from '@journal/common/contracts/rendered-page';
import { AppProviders } from './app/providers';
import { createRoutes, manifestKey, type ScreenHandle } from './app/routes';
import { withApiErrors } from './lib/public-reads';
import { createQueryClient } from './lib/query-client';

/**
 * Every manifest key a chunk needs, itself included (static imports only: the rest loads on
 * demand), each after the chunks it imports: the order in which the browser can run them one
 * at a time.
 */
function closure(
  manifest: ViteManifest,
  key: string,
  into = new Set<string>(),
  entered = new Set<string>(),
): Set<string> {
  if (into.has(key) || entered.has(key) || !manifest[key]) return into;
  entered.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into, entered);
  into.add(key);
  return into;
}

/** The page's own script (main.tsx, Vite's tag in index.html), and the app it loads once the page is drawn. */
const PAGE_ENTRY = 'index.html';
const APP_START = 'src/start.tsx';

/**
 * The built modules the page needs beyond main.tsx (which is in the page already, Vite's own tag
 * in index.html): the app's and the screen's (with its 404 page's when `missing`), so that the
 * browser fetches them all at once rather than one import after another, each after the ones
 * it imports.
 */
function pageCode(manifest: ViteManifest, handles: unknown[], missing = false): ViteManifest[string][] {
  const inPage = closure(manifest, PAGE_ENTRY);
  const wanted = closure(manifest, APP_START);
  for (const handle of handles as (ScreenHandle | undefined)[]) {
    const modules = [...(handle?.modules ?? []), ...(missing ? (handle?.missingModules ?? []) : [])];
    for (const module of modules) closure(manifest, manifestKey(module), wanted);
  }
  return [...wanted].flatMap((key) => (!inPage.has(key) && manifest[key] ? [manifest[key]] : []));
}

/** A chunk's own stylesheets, which the page needs to be drawn as rendered. */
const stylesheets = (chunks: ViteManifest[string][]) =>
  chunks
    .flatMap((chunk) => chunk.css ?? [])
    .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)
    .join('');

/**
 * For a screen the browser renders: nothing to draw before the code has run, so the code is
 * fetched with the page. `crossorigin` as on Vite's tags, or the browser would not reuse it.
 */
const modulePreloads = (chunks: ViteManifest[string][]) =>
  chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`).join('') +
  stylesheets(chunks);

/**
 * The router's errors as the browser's router reads them back (React Router's own rule for its
 * hydration data). An unexpected error says nothing about the server's insides.
 */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: 'Unexpected Server Error', __type: 'Error' },
    ]),
  );
}

/**
 * The faces every public page sets its first screen in (interface text and its bold, the
 * reading text of abstracts and content pages, the serif headings), Latin subset only:
 * preloaded, so that the text is drawn in them at once rather than redrawn, and moved, when the
 * stylesheet's fonts arrive.
 */
const FIRST_SCREEN_FONTS = [
  /\/inter-latin-400-normal-[^/]+\.woff2$/,
  /\/inter-latin-600-normal-[^/]+\.woff2$/,
  /\/source-serif-4-latin-400-normal-[^/]+\.woff2$/,
  /\/source-serif-4-latin-700-normal-[^/]+\.woff2$/,
];

function fontPreloads(manifest: ViteManifest): string {
  const assets = manifest[PAGE_ENTRY]?.assets ?? [];
  return FIRST_SCREEN_FONTS.map((face) => assets.find((asset) => face.test(`/${asset}`)))
    .filter((asset): asset is string => asset !== undefined)
    .map((asset) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${asset}">`)
    .join('');
}

export function createRenderer({ manifest }: { manifest: ViteManifest }): PageRenderer {
  const fonts = fontPreloads(manifest);
  return {
    async render({ url, reads: serverReads, origin }): Promise<RenderedPage> {
      // Per request: the loaders fill this client, and the page is rendered from it.
      const queryClient = createQueryClient({ server: true });
      const reads = withApiErrors(serverReads);
      const routes = createRoutes(queryClient, reads);

      // Before query(), which would load the screen's code: a signed-in person's screen (and
      // the admin's, which brings Firebase) is rendered by the browser alone.
      const matched = matchRoutes(routes, new URL(url).pathname) ?? [];
      if ((matched.at(-1)?.route.handle as ScreenHandle | undefined)?.clientOnly) {
        return {
          kind: 'client',
          head: modulePreloads(
            pageCode(
              manifest,
              matched.map((m) => m.route.handle),
            ),
          ),
        };
      }

      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        return { kind: 'response', status: context.status, location: context.headers.get('Location') };
      }

      let title: string | undefined;
      const html = renderToString(
        <StrictMode>
          <AppProviders
            queryClient={queryClient}
            reads={reads}
            origin={origin}
            onTitle={(reported) => (title = reported)}
          >
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              // Its hydration script would be inline JavaScript, which the CSP refuses: the
              // page state travels as JSON instead (common/src/contracts/rendered-page.ts).
              hydrate={false}
            />
          </AppProviders>
        </StrictMode>,
      );
      // React puts its preloads (the page's pictures) before the page; they belong in <head>,
      // where the browser finds them before the scripts.
      const hints = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
      const body = html.slice(hints.length);
      const leaf = context.matches.at(-1);
      const code = pageCode(
        manifest,
        context.matches.map((m) => m.route.handle),
        // An archive address that names nothing shows its 404 page: its code comes too.
        context.errors !== null,
      );
      const state: PageState = {
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: serializeErrors(context.errors),
        },
        // Successful queries only (a failed page is not cached by the browser either), less
        // those the page carries as markup alone (lib/query-client.ts).
        queries: dehydrate(queryClient),
        origin,
        code: code.map((chunk) => `/${chunk.file}`),
      };
      return {
        kind: 'page',
        status: context.statusCode,
        screen: leaf?.route.id ?? 'root',
        params: leaf?.params ?? {},
        title,
        head: hints + fonts + stylesheets(code),
        html: body,
        state,
        data: (queryKey) => queryClient.getQueryData(queryKey),
      };
    },
  };
}
