/**
 * Query strings as the API reads them (common/src/contracts/paging.ts, search.ts, articles.ts,
 * issues.ts): the defaults a client gets, each limit at its edge, and, for the admin's lists and
 * the search term, the refusal a bad parameter gets in its own words. Express hands a repeated
 * parameter over as an array, so those are here too.
 */
import { describe, expect, it } from 'vitest';
import { articleListQuerySchema, citeQueryRefusal, citeQuerySchema } from '../src/contracts/articles';
import { issueListQuerySchema } from '../src/contracts/issues';
import { adminPageQuerySchema, pageQueryRefusal, submissionPageQuerySchema } from '../src/contracts/paging';
import { searchQuerySchema } from '../src/contracts/search';

/** What the admin's list answers: the parsed query, or the refusal of its first bad parameter. */
function adminList(query: unknown) {
  const result = submissionPageQuerySchema.safeParse(query);
  return result.success ? result.data : pageQueryRefusal(result.error);
}

const badLimit = {
  kind: 'invalid',
  code: 'limit-invalid',
  message: 'limit must be a whole number from 1 to 200.',
};

describe("the admin's lists: ?limit, ?cursor, ?q, ?status", () => {
  it('give 50 a page unless asked, and trim the search text', () => {
    expect(adminList({})).toEqual({ limit: 50 });
    expect(adminList({ q: '  Mwansa  ', cursor: 'abc', status: 'Approved' })).toEqual({
      limit: 50,
      q: 'Mwansa',
      cursor: 'abc',
      status: 'Approved',
    });
  });

  it('take a limit from 1 to 200', () => {
    expect(adminList({ limit: '1' })).toEqual({ limit: 1 });
    expect(adminList({ limit: '200' })).toEqual({ limit: 200 });
  });

  it.each([['0'], ['201'], ['-3'], ['1.5'], ['abc'], [''], ['1e3'], [['1', '2']]])(
    'refuse limit=%j in its own words',
    (limit) => {
      expect(adminList({ limit })).toEqual(badLimit);
    },
  );

  it('take a search text of up to 200 characters, counted after trimming', () => {
    expect(adminList({ q: ` ${'a'.repeat(200)} ` })).toEqual({ limit: 50, q: 'a'.repeat(200) });
    expect(adminList({ q: 'a'.repeat(201) })).toEqual({
      kind: 'invalid',
      code: 'search-invalid',
      message: 'q may be at most 200 characters long.',
    });
  });

  it('take a status as the lists show it, and refuse any other spelling', () => {
    for (const status of ['pending', 'PENDING', 'Submitted', '', ['Pending', 'Approved']]) {
      expect(adminList({ status }), JSON.stringify(status)).toEqual({
        kind: 'invalid',
        code: 'status-invalid',
        message: 'status must be one of Pending, Approved, Rejected.',
      });
    }
  });

  it('refuse a repeated cursor as a cursor that is not valid', () => {
    expect(adminList({ cursor: ['a', 'b'] })).toEqual({
      kind: 'invalid',
      code: 'cursor-invalid',
      message: 'This page link is not valid any more. Start again from the first page.',
    });
  });

  it('name the first bad parameter, and answer anything else as a bad query', () => {
    expect(adminList({ q: 'a'.repeat(201), limit: '0' })).toEqual(badLimit);
    const notAQuery = adminPageQuerySchema.safeParse('limit=5');
    expect(notAQuery.success || pageQueryRefusal(notAQuery.error)).toEqual({
      kind: 'invalid',
      code: 'invalid-query',
      message: 'Invalid query parameters',
    });
  });
});

describe('GET /api/search', () => {
  const search = (query: unknown) => {
    const result = searchQuerySchema.safeParse(query);
    return result.success ? result.data : result.error.issues[0]?.message;
  };

  it('gives 20 results unless asked, for the trimmed term, markup and all', () => {
    expect(search({ q: '  <b>"solar" & wind</b> / ü ' })).toEqual({
      q: '<b>"solar" & wind</b> / ü',
      limit: 20,
    });
    expect(search({ q: 'x', limit: '1000' })).toEqual({ q: 'x', limit: 1000 });
  });

  it('asks for a term when there is none, or only spaces', () => {
    for (const query of [{}, { q: '' }, { q: '   ' }]) {
      expect(search(query), JSON.stringify(query)).toBe('A search term is required');
    }
  });

  it('takes a term of up to 200 characters', () => {
    expect(search({ q: 'a'.repeat(200) })).toEqual({ q: 'a'.repeat(200), limit: 20 });
    expect(search({ q: 'a'.repeat(201) })).toBe('The search term must be at most 200 characters');
  });

  it('answers a repeated term as a bad query, not as a missing one', () => {
    expect(search({ q: ['solar', 'wind'] })).toBe('Invalid query parameters');
  });

  it('refuses a limit outside 1 to 1000', () => {
    for (const limit of ['0', '1001', '2.5', 'all']) {
      expect(searchQuerySchema.safeParse({ q: 'x', limit }).success, limit).toBe(false);
    }
  });
});

describe('GET /api/articles and /api/issues', () => {
  it('take every filter and sort the archive offers, and a limit of up to 1000', () => {
    expect(
      articleListQuerySchema.parse({
        volume: 'volume-2',
        issue: 'issue-1',
        featured: 'true',
        sort: 'oldest',
        limit: '1000',
      }),
    ).toEqual({ volume: 'volume-2', issue: 'issue-1', featured: 'true', sort: 'oldest', limit: 1000 });
    expect(articleListQuerySchema.parse({})).toEqual({});
  });

  it.each([
    ['limit', '0'],
    ['limit', '1001'],
    ['featured', 'yes'],
    ['featured', 'TRUE'],
    ['sort', 'popular'],
    ['volume', 'v'.repeat(121)],
    ['issue', ['issue-1', 'issue-2']],
  ])('refuse %s=%j', (name, value) => {
    expect(articleListQuerySchema.safeParse({ [name]: value }).success).toBe(false);
  });

  it('take a volume slug of up to 120 characters for the issues', () => {
    expect(issueListQuerySchema.parse({ volume: 'v'.repeat(120) })).toEqual({ volume: 'v'.repeat(120) });
    expect(issueListQuerySchema.safeParse({ volume: 'v'.repeat(121) }).success).toBe(false);
  });

  it('cite as a file in BibTeX, RIS or CSL-JSON, named in lower case', () => {
    expect(citeQuerySchema.parse({ format: 'ris' })).toEqual({ format: 'ris' });
    expect(citeQuerySchema.parse({ format: 'csl-json' })).toEqual({ format: 'csl-json' });
    for (const format of ['BIBTEX', 'apa', '', undefined]) {
      expect(citeQuerySchema.safeParse({ format }).success, String(format)).toBe(false);
    }
  });

  it('cite in a CSL style by its file name, as text unless html is asked for', () => {
    expect(citeQuerySchema.parse({ style: 'apa' })).toEqual({ style: 'apa', as: 'text' });
    expect(citeQuerySchema.parse({ style: 'nlm-citation-sequence', as: 'html' })).toEqual({
      style: 'nlm-citation-sequence',
      as: 'html',
    });
  });

  it.each([
    [{ style: 'vancouver' }, 'citation-style-unknown'],
    [{ style: 'APA' }, 'citation-style-unknown'],
    [{ style: ['apa', 'ieee'] }, 'citation-style-unknown'],
    [{ format: 'endnote' }, 'citation-format-unknown'],
    [{ style: 'apa', as: 'rtf' }, 'citation-output-unknown'],
    [{}, 'citation-format-or-style'],
    [{ format: 'ris', style: 'apa' }, 'citation-format-or-style'],
    [{ format: 'ris', as: 'html' }, 'citation-format-or-style'],
  ])('refuse the cite query %j as %s', (query, code) => {
    const result = citeQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    if (!result.success) expect(citeQueryRefusal(result.error).code).toBe(code);
  });
});
