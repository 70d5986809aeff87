/**
 * The figures `npm run lighthouse` prints for one audited page, read from Lighthouse 13's report:
 * the category scores, the timings, the long tasks of the main thread and the JavaScript the
 * page ran. Under Lighthouse's default (simulated) mobile throttling every duration here is the
 * simulated one: the trace's task times slowed down four times, as on a middling phone.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageFigures {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Top-level tasks of 50 ms or more, over the whole load (`long-tasks`). */
  longTasks: { count: number; totalMs: number; longestMs: number };
  /** Every script the page fetched (`network-requests`): files, bytes sent and unpacked. */
  scripts: { count: number; transferBytes: number; resourceBytes: number };
  /** Evaluating, parsing and compiling scripts (`bootup-time`, the scripts of 50 ms or more). */
  scriptMs: number;
  /**
   * Requests answered with an error or never answered: a page whose code is missing (a build
   * made while the stack ran) measures something else than the page.
   */
  failedRequests: string[];
}

/** What these figures read of a Lighthouse report (its `lhr`); the rest varies by audit. */
export interface LighthouseResult {
  audits: Record<string, Audit | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  runtimeError?: { message: string };
}

interface Audit {
  numericValue?: number;
  details?: unknown;
}

const numeric = (audit: Audit | undefined) => audit?.numericValue ?? Number.NaN;

/** A table audit's rows (and, when it has one, its debug data), read loosely: shapes vary by audit. */
function rows(audit: Audit | undefined): Record<string, unknown>[] {
  const details = audit?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

function longTasks(audit: Audit | undefined): PageFigures['longTasks'] {
  // The table shows the 20 longest; the debug data has every one.
  const debug = (audit?.details as { debugData?: { tasks?: { duration?: number }[] } } | undefined)?.debugData
    ?.tasks;
  const durations = (debug ?? rows(audit)).map((task) => Number(task.duration ?? 0));
  return {
    count: durations.length,
    totalMs: durations.reduce((sum, d) => sum + d, 0),
    longestMs: Math.max(0, ...durations),
  };
}

export function figuresOf(lhr: LighthouseResult): PageFigures {
  const { audits } = lhr;
  const scripts = rows(audits['network-requests']).filter((request) => request.resourceType === 'Script');
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    fcpMs: numeric(audits['first-contentful-paint']),
    lcpMs: numeric(audits['largest-contentful-paint']),
    cls: numeric(audits['cumulative-layout-shift']),
    tbtMs: numeric(audits['total-blocking-time']),
    longTasks: longTasks(audits['long-tasks']),
    scripts: {
      count: scripts.length,
      transferBytes: scripts.reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0),
      resourceBytes: scripts.reduce((sum, request) => sum + Number(request.resourceSize ?? 0), 0),
    },
    scriptMs: audits['bootup-time'] ? numeric(audits['bootup-time']) : 0,
    failedRequests: rows(audits['network-requests'])
      .filter((request) => !request.finished || Number(request.statusCode ?? 0) >= 400)
      .map((request) => `${String(request.statusCode)} ${String(request.url)}`),
  };
}
