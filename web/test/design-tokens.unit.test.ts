/**
 * The journal's colours and faces are written twice: in lib/ui/tokens.ts, which MUI's theme
 * reads, and as custom properties in lib/ui/base.css, which the public pages' stylesheets read.
 * A colour changed in one place and not the other would make the signed-in screens and the
 * public pages disagree; this reads both files and compares every value.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colors, fonts, radius } from '../src/lib/ui/tokens';

const baseCss = readFileSync(join(import.meta.dirname, '../src/lib/ui/base.css'), 'utf8');

/** The custom properties declared in base.css's :root rule, by name. */
function customProperties(css: string): Map<string, string> {
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  return new Map(
    [...root.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
  );
}

/** primaryLight → color-primary-light; onPrimary → color-on-primary; text → color-text. */
const propertyOf = (name: string) => `color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const sameFamily = (list: string) => list.replaceAll("'", '"');

describe('the design tokens', () => {
  const declared = customProperties(baseCss);

  it.each(Object.entries(colors))('base.css declares %s as tokens.ts has it', (name, value) => {
    expect(declared.get(propertyOf(name))).toBe(value);
  });

  it('declares no colour that tokens.ts lacks', () => {
    const known = new Set(Object.keys(colors).map(propertyOf));
    const unknown = [...declared.keys()].filter((p) => p.startsWith('color-') && !known.has(p));
    expect(unknown).toEqual([]);
  });

  it('has the same faces and corner radius', () => {
    expect(sameFamily(declared.get('font-serif') ?? '')).toBe(fonts.serif);
    expect(sameFamily(declared.get('font-sans') ?? '')).toBe(fonts.sans);
    expect(declared.get('radius')).toBe(`${radius}px`);
  });
});
