/**
 * Node's on-disk cache of compiled code (NODE_COMPILE_CACHE, Node 22.1 and later), shared by a
 * vitest run's workers (the vitest configs set it), by `npm start` and by `npm test`. Every
 * worker loads React, jsdom, firebase-admin, MUI and the rest again, and the fast lane starts one
 * per test file; with the cache, the first worker compiles them and the others read the code
 * back. `npm start` booted in 27–29 s and 35–39 CPU-seconds with the cache filled, against 33–34
 * s and 44 without (27 Nov, this 2-core machine; the first start, filling it, took 32 s and 42).
 * A Node without the feature ignores the variable.
 */
import { fileURLToPath } from 'node:url';

const COMPILE_CACHE = fileURLToPath(
  new URL('../../node_modules/.cache/journal/node-compile-cache', import.meta.url),
);

/** Gives the processes this one starts from now on the shared cache, unless one is set already. */
export function shareCompileCache(): void {
  process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE;
}
