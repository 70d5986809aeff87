/**
 * The browser's entry (src/main.tsx) tells zod to parse without eval before any schema is built,
 * through the global zod reads its settings from, so that the app's entry need not load zod.
 * This proves zod still takes the setting from there: a zod release that moved it would make
 * every form break the site's Content-Security-Policy (e2e/security-headers.spec.ts).
 */
import { expect, it, vi } from 'vitest';

it('zod built after the global is set parses without compiling', async () => {
  vi.resetModules();
  const previous = globalThis.__zod_globalConfig;
  globalThis.__zod_globalConfig = { jitless: true };
  try {
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    const evaluate = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ title: z.string(), pages: z.number() });
    expect(schema.parse({ title: 'A', pages: 3 })).toEqual({ title: 'A', pages: 3 });
    expect(evaluate).not.toHaveBeenCalled();
  } finally {
    globalThis.__zod_globalConfig = previous;
  }
});
