/**
 * Typed routes: one pattern for the router (Express or React Router) and one builder for links.
 * No zod here: every page imports routes, and a page that only links should not download it.
 */
/** The names of a pattern's `:params`, as an object type: '/a/:x/:y' gives {x: string; y: string}. */
export type RouteParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & RouteParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export interface Route<P extends string> {
  /** For Express or React Router: '/volumes/:slug'. */
  readonly pattern: P;
  /** A link with every parameter percent-encoded, and an optional query string. */
  path(params: RouteParams<P>, query?: Record<string, string | number | undefined>): string;
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function queryString(query: Record<string, string | number | undefined> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(
    (e): e is [string, string | number] => e[1] !== undefined,
  );
  return entries.length
    ? `?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`
    : '';
}

function route<P extends string>(prefix: string, pattern: P): Route<P> {
  return {
    pattern,
    path: (params, query) =>
      `${prefix}${fill(pattern, params as Record<string, string>)}${queryString(query)}`,
  };
}

/** The API is served under /api; its routers match the pattern below that prefix. */
export const API_PREFIX = '/api';
export const apiRoute = <P extends string>(pattern: P) => route(API_PREFIX, pattern);

/** A screen of the single-page app (and, for public pages, of the `site` function). */
export const pageRoute = <P extends string>(pattern: P) => route('', pattern);
