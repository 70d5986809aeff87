/**
 * The public pages write days and counts without `Intl` (lib/format.ts), whose first use loads
 * the locale data as a long task on a phone; what they write must stay what `Intl` writes for
 * en-GB, which the pages showed before.
 */
import { describe, expect, it } from 'vitest';
import { formatCount, formatDay } from '../src/lib/format';

const intlDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const intlCount = new Intl.NumberFormat('en-GB');

describe('days and counts as the public pages write them', () => {
  it('writes every day of a leap year, and the ends of others, as Intl does', () => {
    const days: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      days.push(new Date(t).toISOString().slice(0, 10));
    }
    days.push('1999-12-31', '2000-01-01', '2025-03-05', '2031-11-30');
    for (const day of days) {
      expect(formatDay(day)).toBe(intlDay.format(new Date(`${day}T00:00:00Z`)));
    }
    expect(formatDay('2025-03-05')).toBe('5 March 2025');
  });

  it('writes counts as Intl does', () => {
    for (const count of [0, 7, 42, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789]) {
      expect(formatCount(count)).toBe(intlCount.format(count));
    }
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
