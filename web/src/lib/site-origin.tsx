/**
 * The site's own origin, for the absolute links a page shows (citations). A page rendered on
 * the server names the configured site, and the browser renders it with the same origin, which
 * the page carries (docs/plans/rendered-pages.md §3); otherwise it is the browser's.
 */
import { createContext, useContext } from 'react';

const SiteOrigin = createContext<string | null>(null);

export const SiteOriginProvider = SiteOrigin.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOrigin) ?? window.location.origin;
}
