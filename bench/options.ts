/** Command-line options of `npm run bench`, with the defaults the targets are stated for. */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  articles: number;
  volumes: number;
  connections: number;
  /** Seconds of measured load per target (after a short warm-up). */
  duration: number;
  warmup: number;
  /** Parallel requests while seeding. */
  seedParallel: number;
  /** Load the whole stack too (off: only the static server and the API alone are loaded). */
  stackLoad: boolean;
}

const USAGE =
  'Usage: npm run bench -- [--articles N] [--volumes N] [--connections N] [--duration S] [--warmup S] [--seed-parallel N] [--no-stack-load]';

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive whole number\n${USAGE}`);
  return value;
}

export function readOptions(argv = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      articles: { type: 'string' },
      volumes: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'seed-parallel': { type: 'string' },
      'no-stack-load': { type: 'boolean' },
    },
  });
  return {
    articles: positive('articles', values.articles, 2000),
    volumes: positive('volumes', values.volumes, 20),
    connections: positive('connections', values.connections, 16),
    duration: positive('duration', values.duration, 10),
    warmup: positive('warmup', values.warmup, 2),
    seedParallel: positive('seed-parallel', values['seed-parallel'], 8),
    stackLoad: values['no-stack-load'] !== true,
  };
}
