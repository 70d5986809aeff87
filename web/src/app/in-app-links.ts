/**
 * A plain link to one of the app's screens (in a static region, lib/static-region.tsx, or
 * markup from the server such as a full text) is followed by the router, as a `<Link>` is:
 * the next page is drawn by the app already running rather than loaded and started again.
 * Everything a plain link does otherwise stays the browser's: another site, a new tab or
 * window (a modifier key, `target`), a download, a place on the same page, and the addresses
 * that are files rather than screens (PDFs, the feed), which only the catch-all route matches.
 */
import { matchRoutes, type createBrowserRouter } from 'react-router-dom';

type Router = ReturnType<typeof createBrowserRouter>;

/** The id of the catch-all route (app/routes.tsx): an address no screen of the app answers. */
const NO_SCREEN = 'not-found';

function screenAddress(event: MouseEvent, router: Router): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) return null;
  const screen = matchRoutes(router.routes, url.pathname)?.at(-1);
  if (!screen || screen.route.id === NO_SCREEN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Follows plain links to the app's screens with `router`; returns how to stop. */
export function followLinksInApp(router: Router): () => void {
  const onClick = (event: MouseEvent) => {
    const address = screenAddress(event, router);
    if (address === null) return;
    event.preventDefault();
    void router.navigate(address);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
