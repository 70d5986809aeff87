/**
 * Days and counts as the public pages write them, spelled out here rather than by `Intl`: the
 * first `Intl` formatter or collator a page makes loads the browser's locale data, a task of
 * 40–160 ms on this project's test machine (Lighthouse counts it four times over), which every
 * article page paid while it hydrated. Each gives what `Intl` gives for en-GB
 * (web/test/format.unit.test.ts).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day (YYYY-MM-DD) in full: '5 March 2025', the same wherever the reader is. */
export function formatDay(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A count with its thousands set apart by commas: '12,345'. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
