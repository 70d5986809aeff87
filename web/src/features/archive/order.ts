import type { Issue } from '@journal/common/contracts/issues';
import type { Volume } from '@journal/common/contracts/volumes';

const byNameDescending = (a: { name: string }, b: { name: string }) =>
  b.name.localeCompare(a.name, 'en', { numeric: true });

/** Newest first: the latest year, then the latest created, then "Volume 10" before "Volume 9". */
export function newestVolumesFirst(volumes: Volume[]): Volume[] {
  return [...volumes].sort(
    (a, b) => b.year - a.year || b.createdAt.localeCompare(a.createdAt) || byNameDescending(a, b),
  );
}

export function newestIssuesFirst(issues: Issue[]): Issue[] {
  return [...issues].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byNameDescending(a, b));
}
