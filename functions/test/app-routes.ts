/**
 * Every route an Express app answers, read from its routers themselves, so that tests which
 * must cover every route (the admin authorization test) cover a new one without being told.
 */
import type { Express } from 'express';

export interface AppRoute {
  method: string;
  /** The pattern as the router declares it, relative to where the API is mounted. */
  pattern: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function collect(stack: Layer[], into: AppRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        // `.all(methodNotAllowed)` answers every other method with a 405; it is not a route.
        if (method !== '_all') into.push({ method: method.toUpperCase(), pattern: layer.route.path });
      }
    } else if (layer.handle?.stack) {
      collect(layer.handle.stack, into);
    }
  }
}

export function appRoutes(app: Express): AppRoute[] {
  const routes: AppRoute[] = [];
  collect((app as unknown as { router: { stack: Layer[] } }).router.stack, routes);
  return routes;
}

/** The pattern with every `:param` replaced by `value`. */
export function fillPattern(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z]+/g, value);
}
