/**
 * The admin's archive forms as the API reads them (common/src/contracts/volumes.ts, issues.ts,
 * articles.ts, and the publish request of submissions.ts): what is required, in the words of
 * the specification where it has them, each limit at its edge, and the one shape of a slug.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { articleFieldsSchema } from '../src/contracts/articles';
import { issueInputSchema } from '../src/contracts/issues';
import { publishRequestSchema } from '../src/contracts/submissions';
import { volumeInputSchema } from '../src/contracts/volumes';

/** The first problem, as the API answers it: [field, message]; null when the input is accepted. */
function firstProblem(schema: z.ZodType, input: unknown): [string, string] | null {
  const result = schema.safeParse(input);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : null;
}

const SLUG = 'Slugs may contain only lower-case letters, digits and hyphens';
const BAD_SLUGS = ['Volume-1', 'volume 1', '../etc', 'a--b', '-a', 'a-', 'vol_1', 'ä', '<script>', 'a/b'];

describe('a volume', () => {
  const volume = { year: '2025', name: ' Volume 2 ', slug: ' volume-2 ' };

  it('is a year, a name and a slug, trimmed, the year a number', () => {
    expect(volumeInputSchema.parse(volume)).toEqual({ year: 2025, name: 'Volume 2', slug: 'volume-2' });
  });

  it('takes a year from 1900 to 2200, a whole number', () => {
    expect(firstProblem(volumeInputSchema, { ...volume, year: 1900 })).toBeNull();
    expect(firstProblem(volumeInputSchema, { ...volume, year: '2200' })).toBeNull();
    for (const year of [1899, '2201']) {
      expect(firstProblem(volumeInputSchema, { ...volume, year })).toEqual([
        'year',
        'Year must be between 1900 and 2200',
      ]);
    }
    expect(firstProblem(volumeInputSchema, { ...volume, year: '2025.5' })).toEqual([
      'year',
      'Year must be a whole number',
    ]);
  });

  it('asks for every field', () => {
    expect(firstProblem(volumeInputSchema, {})).toEqual(['year', 'Please fill in all fields for the volume']);
    expect(firstProblem(volumeInputSchema, { ...volume, name: '  ' })).toEqual([
      'name',
      'Please fill in all fields for the volume',
    ]);
    expect(firstProblem(volumeInputSchema, { ...volume, slug: '' })).toEqual([
      'slug',
      'Please fill in all fields for the volume',
    ]);
  });

  it.each(BAD_SLUGS)('refuses the slug %j', (slug) => {
    expect(firstProblem(volumeInputSchema, { ...volume, slug })).toEqual(['slug', SLUG]);
  });

  it('asks for a blank year rather than refusing it as the year 0', () => {
    expect(firstProblem(volumeInputSchema, { ...volume, year: '  ' })).toEqual([
      'year',
      'Please fill in all fields for the volume',
    ]);
  });

  it('says which limit a name or a slug is over', () => {
    expect(firstProblem(volumeInputSchema, { ...volume, name: 'n'.repeat(100) })).toBeNull();
    expect(firstProblem(volumeInputSchema, { ...volume, name: 'n'.repeat(101) })).toEqual([
      'name',
      'Name must be at most 100 characters',
    ]);
    expect(firstProblem(volumeInputSchema, { ...volume, slug: 's'.repeat(121) })).toEqual([
      'slug',
      'Slug must be at most 120 characters',
    ]);
  });
});

describe('an issue', () => {
  const issue = { name: 'Issue 1', slug: 'issue-1', volume: 'Vq3xYz' };

  it('asks for every field in the words of the specification', () => {
    for (const field of ['name', 'slug', 'volume'] as const) {
      for (const blank of [undefined, '', '  ']) {
        expect(firstProblem(issueInputSchema, { ...issue, [field]: blank })).toEqual([
          field,
          'Please fill in all fields for the issue',
        ]);
      }
    }
  });

  it.each(BAD_SLUGS)('refuses the slug %j', (slug) => {
    expect(firstProblem(issueInputSchema, { ...issue, slug })).toEqual(['slug', SLUG]);
  });

  it('takes a name of up to 100 characters and a slug of up to 120', () => {
    expect(
      firstProblem(issueInputSchema, { ...issue, name: 'n'.repeat(100), slug: 's'.repeat(120) }),
    ).toBeNull();
    expect(firstProblem(issueInputSchema, { ...issue, name: 'n'.repeat(101) })).toEqual([
      'name',
      'Name must be at most 100 characters',
    ]);
    expect(firstProblem(issueInputSchema, { ...issue, slug: 's'.repeat(121) })).toEqual([
      'slug',
      'Slug must be at most 120 characters',
    ]);
  });
});

describe('an article', () => {
  const article = {
    title: 'Cost & Reliability of "Off-Grid" Solar <Mini-Grids>',
    author: 'Chileshe Mwansa and Thandiwe Banda',
    abstract: 'First paragraph.\n\nSecond paragraph.',
    slug: 'cost-reliability-solar-mini-grids',
    volume: 'Vq3xYz',
    issue: 'Iq3xYz',
  };

  it('keeps its text as typed, with no keywords, ISSN, DOI or scholarly record unless given', () => {
    expect(articleFieldsSchema.parse(article)).toEqual({
      ...article,
      keywords: '',
      issn: '',
      doi: '',
      contributors: [],
      references: '',
      licenceName: '',
      licenceUrl: '',
      publishedOn: '',
      articleNumber: '',
      firstPage: '',
      lastPage: '',
      language: '',
      funding: [],
    });
  });

  it('needs the author line only when no contributors are listed', () => {
    const contributors = JSON.stringify([{ givenNames: 'Chileshe', familyName: 'Mwansa' }]);
    expect(firstProblem(articleFieldsSchema, { ...article, author: '', contributors })).toBeNull();
    expect(firstProblem(articleFieldsSchema, { ...article, author: '' })).toEqual([
      'author',
      'Author is required',
    ]);
  });

  it.each([
    ['title', 'Title', 500],
    ['author', 'Author', 500],
    ['abstract', 'Abstract', 10000],
  ] as const)('requires a %s of at most its limit', (field, label, max) => {
    expect(firstProblem(articleFieldsSchema, { ...article, [field]: ' ' })).toEqual([
      field,
      `${label} is required`,
    ]);
    expect(firstProblem(articleFieldsSchema, { ...article, [field]: 'x'.repeat(max) })).toBeNull();
    expect(firstProblem(articleFieldsSchema, { ...article, [field]: 'x'.repeat(max + 1) })).toEqual([
      field,
      `${label} must be at most ${max} characters`,
    ]);
  });

  it('requires the volume and the issue it belongs to', () => {
    expect(firstProblem(articleFieldsSchema, { ...article, volume: '' })).toEqual([
      'volume',
      'Volume is required',
    ]);
    expect(firstProblem(articleFieldsSchema, { ...article, issue: undefined })).toEqual([
      'issue',
      'Issue is required',
    ]);
  });

  it.each(BAD_SLUGS)('refuses the slug %j', (slug) => {
    expect(firstProblem(articleFieldsSchema, { ...article, slug })).toEqual(['slug', SLUG]);
  });

  it('asks for its slug, and says which limit a slug, keywords, ISSN or DOI is over', () => {
    for (const slug of [undefined, '', '  ']) {
      expect(firstProblem(articleFieldsSchema, { ...article, slug })).toEqual(['slug', 'Slug is required']);
    }
    expect(firstProblem(articleFieldsSchema, { ...article, slug: 's'.repeat(121) })).toEqual([
      'slug',
      'Slug must be at most 120 characters',
    ]);
    for (const [field, label, max, filler] of [
      ['keywords', 'Keywords', 500, 'x'],
      ['issn', 'ISSN', 20, 'x'],
      ['doi', 'DOI', 200, '10.5555/'],
    ] as const) {
      const longest = filler.padEnd(max, 'x');
      expect(firstProblem(articleFieldsSchema, { ...article, [field]: longest })).toBeNull();
      expect(firstProblem(articleFieldsSchema, { ...article, [field]: 'x'.repeat(max + 1) })).toEqual([
        field,
        `${label} must be at most ${max} characters`,
      ]);
    }
  });
});

describe('publishing a submission', () => {
  it('names the issue, and a slug only if the title’s own will not do', () => {
    expect(publishRequestSchema.parse({ issue: ' Iq3xYz ' })).toEqual({ issue: 'Iq3xYz' });
    expect(publishRequestSchema.parse({ issue: 'Iq3xYz', slug: 'solar-2' })).toEqual({
      issue: 'Iq3xYz',
      slug: 'solar-2',
    });
    expect(firstProblem(publishRequestSchema, { slug: 'solar-2' })).toEqual(['issue', 'Issue is required']);
    expect(firstProblem(publishRequestSchema, { issue: 'Iq3xYz', slug: 'Solar 2' })).toEqual(['slug', SLUG]);
  });
});
