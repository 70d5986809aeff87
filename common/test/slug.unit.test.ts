import { describe, expect, it } from 'vitest';
import { isSlug, pdfFileName, slugify } from '../src/slug';

describe('slugs', () => {
  it('accepts lower-case words joined by single hyphens only', () => {
    expect(isSlug('volume-1')).toBe(true);
    for (const bad of ['Volume-1', '../etc', 'a b', 'a--b', '-a', 'a-', 'ä', 'a%00', '']) {
      expect(isSlug(bad)).toBe(false);
    }
  });

  it('makes a slug from a title', () => {
    expect(slugify('Cost & Reliability of "Off-Grid" Solar <Mini-Grids>')).toBe(
      'cost-reliability-of-off-grid-solar-mini-grids',
    );
    expect(slugify('Ñandú résumé')).toBe('nandu-resume');
  });

  it('names a PDF from the title with every non-alphanumeric character a hyphen', () => {
    expect(pdfFileName('Cost & Reliability: 2025')).toBe('Cost---Reliability--2025.pdf');
  });
});
