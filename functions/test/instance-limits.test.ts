/**
 * A burst of the largest bodies the Functions runtime accepts cannot exhaust an instance: for
 * each HTTP function, `concurrency` requests holding a 32 MiB body and its parsed copy, beside
 * the instance's own baseline, fit in its memory (the reasoning is in src/index.ts).
 */
import { describe, expect, it } from 'vitest';
import { api, site } from '../src/index';

const RUNTIME_BODY_MIB = 32;
const PER_REQUEST_MIB = 2 * RUNTIME_BODY_MIB;
const BASELINE_MIB = 256;

interface Endpoint {
  availableMemoryMb: number;
  concurrency: number;
}

describe('instance limits', () => {
  it.each([
    ['api', api],
    ['site', site],
  ])('%s holds its concurrency of worst-case bodies in memory', (_name, fn) => {
    const { availableMemoryMb, concurrency } = (fn as unknown as { __endpoint: Endpoint }).__endpoint;
    expect(concurrency).toBeGreaterThan(1);
    expect(concurrency * PER_REQUEST_MIB + BASELINE_MIB).toBeLessThanOrEqual(availableMemoryMb);
  });
});
