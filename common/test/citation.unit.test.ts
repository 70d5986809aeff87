import { describe, expect, it } from 'vitest';
import {
  articleDoi,
  articleIssn,
  pageRange,
  parseName,
  publicationDate,
  splitAuthors,
} from '../src/citation/article-facts';
import { bibtexKey, escapeBibtex, toBibtex, toRis } from '../src/citation/exchange';
import { JOURNAL } from '../src/constants';
import {
  articleUrl as url,
  citableArticle as article,
  citationJournal as journal,
  person,
} from './citable-article';

describe('authors', () => {
  it('splits on commas, semicolons, "and" and "&", including an Oxford comma', () => {
    expect(splitAuthors('A One, B Two, and C Three')).toEqual(['A One', 'B Two', 'C Three']);
    expect(splitAuthors('A One & B Two; C Three and D Four')).toEqual([
      'A One',
      'B Two',
      'C Three',
      'D Four',
    ]);
    expect(splitAuthors('Alexander Sanderson')).toEqual(['Alexander Sanderson']);
  });

  it('takes the last word as family name, keeping lower-case particles with it', () => {
    expect(parseName('Chileshe Mwansa')).toEqual({ given: 'Chileshe', family: 'Mwansa' });
    expect(parseName('Pieter van der Merwe')).toEqual({ given: 'Pieter', family: 'van der Merwe' });
    expect(parseName('Plato')).toEqual({ given: '', family: 'Plato' });
  });
});

describe('identifiers', () => {
  it('keeps a DOI without its resolver and ignores placeholders', () => {
    expect(articleDoi(article)).toBe('10.5555/zjeas.2025.0102');
    expect(articleDoi({ doi: 'doi:10.1000/xyz' })).toBe('10.1000/xyz');
    expect(articleDoi({ doi: JOURNAL.doi })).toBeNull();
    expect(articleIssn({ issn: JOURNAL.issn })).toBeNull();
    expect(articleIssn({ issn: '2958-123x' })).toBe('2958-123X');
  });
});

describe('pages and dates', () => {
  it('gives first and last page, the first alone when they are equal or there is no last', () => {
    expect(pageRange(article)).toEqual(['12', '20']);
    expect(pageRange({ firstPage: '7', lastPage: '7' })).toEqual(['7']);
    expect(pageRange({ firstPage: 'e101', lastPage: '' })).toEqual(['e101']);
    expect(pageRange({ firstPage: '', lastPage: '9' })).toEqual([]);
  });

  it('reads the publication date as numbers, and nothing from what is not YYYY-MM-DD', () => {
    expect(publicationDate(article)).toEqual([2025, 3, 14]);
    expect(publicationDate({ publishedOn: '' })).toBeNull();
    expect(publicationDate({ publishedOn: '2025-3-14' })).toBeNull();
  });
});

describe('BibTeX', () => {
  it('escapes every LaTeX special character', () => {
    expect(escapeBibtex('a & b % c $ d # e _ f { g } h ~ i ^ j \\ k < l >')).toBe(
      'a \\& b \\% c \\$ d \\# e \\_ f \\{ g \\} h \\textasciitilde{} i \\textasciicircum{} j \\textbackslash{} k \\textless{} l \\textgreater{}',
    );
  });

  it('writes one @article entry with the fields a reference manager reads', () => {
    const bib = toBibtex(article, journal, { url });
    expect(bib).toMatch(/^@article\{mwansa2025cost,\n/);
    expect(bib.trimEnd().endsWith('}')).toBe(true);
    expect(bib).toContain('author    = {Mwansa, Chileshe and Banda, Thandiwe and Zulu, Kelvin}');
    expect(bib).toContain(
      'title     = {{Cost \\& Reliability of "Off-Grid" Solar \\textless{}Mini-Grids\\textgreater{} in Rural Zambia}}',
    );
    expect(bib).toContain(`journal   = {${JOURNAL.title}}`);
    expect(bib).toContain('year      = {2025}');
    expect(bib).toContain('month     = mar');
    expect(bib).toContain('date      = {2025-03-14}');
    expect(bib).toContain('volume    = {2}');
    expect(bib).toContain('number    = {1}');
    expect(bib).toContain('pages     = {12--20}');
    expect(bib).not.toMatch(/\beid\s+=/);
    expect(bib).toContain(`publisher = {${JOURNAL.publisher}}`);
    expect(bib).toContain('issn      = {2958-1234}');
    expect(bib).toContain('doi       = {10.5555/zjeas.2025.0102}');
    expect(bib).toContain(`url       = {${url}}`);
    expect(bib).toContain(
      'abstract  = {First paragraph with 50\\% savings\\_and \\{braces\\}. Second paragraph.}',
    );
    // Braces balance, so the entry parses.
    const unescaped = bib.replace(/\\[{}]/g, '');
    expect(unescaped.split('{').length).toBe(unescaped.split('}').length);
  });

  it('names every contributor in order, family first; a name without given names is kept whole', () => {
    const contributors = [
      person('Pieter', 'van der Merwe'),
      person('', 'Zambia Energy Regulation Board'),
      person('Ana María', 'López_García'),
    ];
    const bib = toBibtex({ ...article, contributors }, journal, { url });
    expect(bib).toContain(
      'author    = {van der Merwe, Pieter and {Zambia Energy Regulation Board} and López\\_García, Ana María}',
    );
    expect(bib).toMatch(/^@article\{vandermerwe2025cost,\n/);
  });

  it('gives an article number as eid instead of pages', () => {
    const bib = toBibtex({ ...article, firstPage: '', lastPage: '', articleNumber: 'e2025017' }, journal, {
      url,
    });
    expect(bib).toContain('eid       = {e2025017}');
    expect(bib).not.toMatch(/\bpages\s+=/);
  });

  it('leaves out DOI and ISSN placeholders', () => {
    const bib = toBibtex({ ...article, doi: JOURNAL.doi, issn: JOURNAL.issn }, journal, { url });
    expect(bib).not.toMatch(/\bdoi\s+=/);
    expect(bib).not.toMatch(/\bissn\s+=/);
    expect(bibtexKey({ ...article, contributors: [] })).toBe('article2025cost');
  });
});

describe('RIS', () => {
  it('writes TY JOUR … ER with one AU and KW line each, CRLF line ends', () => {
    const ris = toRis(article, journal, { url, pdfUrl: `${url}/paper.pdf` });
    const lines = ris.split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.at(-2)).toBe('ER  - ');
    expect(lines.filter((l) => l.startsWith('AU  - '))).toEqual([
      'AU  - Mwansa, Chileshe',
      'AU  - Banda, Thandiwe',
      'AU  - Zulu, Kelvin',
    ]);
    expect(lines).toContain(`TI  - ${article.title}`);
    expect(lines).toContain('PY  - 2025');
    expect(lines).toContain('DA  - 2025/03/14/');
    expect(lines).toContain(`T2  - ${JOURNAL.title}`);
    expect(lines).toContain('J2  - Zambezi J. Eng. Appl. Sci.');
    expect(lines).toContain('VL  - 2');
    expect(lines).toContain('IS  - 1');
    expect(lines).toContain('SP  - 12');
    expect(lines).toContain('EP  - 20');
    expect(lines).toContain('SN  - 2958-1234');
    expect(lines).toContain('DO  - 10.5555/zjeas.2025.0102');
    expect(lines).toContain(`UR  - ${url}`);
    expect(lines).toContain(`L1  - ${url}/paper.pdf`);
    expect(lines).toContain('AB  - First paragraph with 50% savings_and {braces}. Second paragraph.');
    expect(lines.filter((l) => l.startsWith('KW  - '))).toEqual(['KW  - mini-grids', 'KW  - reliability']);
    expect(lines).toContain(`PB  - ${JOURNAL.publisher}`);
    expect(lines).toContain('LA  - en');
    expect(lines.every((l) => l === '' || /^[A-Z][A-Z0-9] {2}- /.test(l))).toBe(true);
  });

  it('names a contributor without given names by the family name alone, and an article number as C7', () => {
    const ris = toRis(
      {
        ...article,
        contributors: [person('', 'Zambia Energy Regulation Board'), person('Kelvin', 'Zulu')],
        firstPage: '',
        lastPage: '',
        articleNumber: '17',
      },
      journal,
      { url },
    );
    const lines = ris.split('\r\n');
    expect(lines.filter((l) => l.startsWith('AU  - '))).toEqual([
      'AU  - Zambia Energy Regulation Board',
      'AU  - Zulu, Kelvin',
    ]);
    expect(lines).toContain('C7  - 17');
    expect(lines.filter((l) => /^(SP|EP|L1) {2}- /.test(l))).toEqual([]);
  });
});
