import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';

const byNameDescending = (a: { name: string }, b: { name: string }) =>
  b.name.localeCompare(a.name, 'en', { numeric: true });

/**
 * Later ISO 8601 times first, compared as they are written: a collator (localeCompare) would
 * load the browser's locale data as the page hydrates, a long task on a phone (lib/format.ts).
 */
const latestCreatedFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** Newest first: the latest year, then the latest created, then "Volume 10" before "Volume 9". */
export function newestVolumesFirst(volumes: Volume[]): Volume[] {
  return [...volumes].sort((a, b) => b.year - a.year || latestCreatedFirst(a, b) || byNameDescending(a, b));
}

export function newestIssuesFirst(issues: Issue[]): Issue[] {
  return [...issues].sort((a, b) => latestCreatedFirst(a, b) || byNameDescending(a, b));
}
