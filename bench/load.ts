/**
 * Fixed-concurrency, fixed-duration load with autocannon. Percentiles are computed from every
 * response time (autocannon's own summary has no p95), and only successful responses count.
 */
import autocannon from 'autocannon';

export interface LoadFigures {
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Bytes of one response (headers and body), as the load tool saw them. */
  bytesPerResponse: number;
  /** Seconds of warm-up before every connection had been answered at least once. */
  warmupSeconds: number;
}

export interface LoadSettings {
  connections: number;
  duration: number;
  warmup: number;
}

const MAX_WARMUP_MS = 30_000;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

function fire(
  url: string,
  connections: number,
  duration: number,
): Promise<{ times: number[]; bytes: number[]; result: autocannon.Result }> {
  const times: number[] = [];
  const bytes: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, timeout: 30 }, (err, result) => {
      if (err) reject(err);
      else resolve({ times, bytes, result });
    });
    instance.on('response', (_client, status, size, ms) => {
      if (status >= 200 && status < 300) {
        times.push(ms);
        bytes.push(size);
      }
    });
  });
}

/**
 * Warm-up rounds until every connection has been answered at least once: a cold Functions
 * emulator starts one worker per concurrent request, and each builds its own caches, which a
 * steady-state figure must not include. Answers the seconds it took.
 */
async function warmUp(url: string, settings: LoadSettings): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { times } = await fire(url, settings.connections, settings.warmup);
    if (times.length >= settings.connections || Date.now() - started > MAX_WARMUP_MS) {
      return Math.round((Date.now() - started) / 1000);
    }
  }
}

export async function measure(url: string, settings: LoadSettings): Promise<LoadFigures> {
  const warmupSeconds = await warmUp(url, settings);
  const { times, bytes, result } = await fire(url, settings.connections, settings.duration);
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rps: round(times.length / result.duration),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    bytesPerResponse: bytes.length ? Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length) : 0,
    warmupSeconds,
  };
}

/** Waits (up to a limit) until a single request is answered promptly again after a load run. */
export async function settle(url: string, promptMs = 1000, limitMs = 20_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const sent = Date.now();
    const res = await fetch(url, { signal: AbortSignal.timeout(limitMs) }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok && Date.now() - sent < promptMs) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
