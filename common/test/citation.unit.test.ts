import { describe, expect, it } from 'vitest';
import {
  articleDoi,
  articleIssn,
  parseName,
  splitAuthors,
  type CitableArticle,
} from '../src/citation/article-facts';
import { bibtexKey, escapeBibtex, toBibtex, toRis } from '../src/citation/exchange';
import { formatApa, formatMla } from '../src/citation/styles';
import { JOURNAL } from '../src/constants';

const article: CitableArticle = {
  slug: 'cost-reliability-solar-mini-grids',
  title: 'Cost & Reliability of "Off-Grid" Solar <Mini-Grids> in Rural Zambia',
  author: 'Chileshe Mwansa, Thandiwe Banda and Kelvin Zulu',
  abstract: 'First paragraph with 50% savings_and {braces}.\n\nSecond paragraph.',
  keywords: ['mini-grids', 'reliability'],
  issn: '2958-1234',
  doi: 'https://doi.org/10.5555/zjeas.2025.0102',
  volume: { _id: 'v', slug: 'volume-2', name: 'Volume 2', year: 2025 },
  issue: { _id: 'i', slug: 'issue-1', name: 'Issue 1' },
  createdAt: '2025-03-14T08:00:00.000Z',
};
const url = 'https://journal.example/archives/volume-2/issue-1/cost-reliability-solar-mini-grids';

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

describe('APA and MLA', () => {
  it('formats APA 7 with initials, "&" before the last author and the DOI link', () => {
    expect(formatApa(article, { url })).toBe(
      'Mwansa, C., Banda, T., & Zulu, K. (2025). Cost & Reliability of "Off-Grid" Solar <Mini-Grids> in Rural Zambia. ' +
        `${JOURNAL.title}, 2(1). https://doi.org/10.5555/zjeas.2025.0102`,
    );
  });

  it('uses the article URL when there is no DOI, and two authors are joined with ", &"', () => {
    const noDoi = { ...article, doi: '', author: 'Jean-Paul Tembo, Ruth Phiri', title: 'Why do dams fail?' };
    expect(formatApa(noDoi, { url })).toBe(
      `Tembo, J.-P., & Phiri, R. (2025). Why do dams fail? ${JOURNAL.title}, 2(1). ${url}`,
    );
  });

  it('formats MLA 9 with "et al." for three or more authors and single quotes inside the title', () => {
    expect(formatMla(article, { url })).toBe(
      `Mwansa, Chileshe, et al. "Cost & Reliability of 'Off-Grid' Solar <Mini-Grids> in Rural Zambia." ` +
        `${JOURNAL.title}, vol. 2, no. 1, 2025, https://doi.org/10.5555/zjeas.2025.0102.`,
    );
    expect(formatMla({ ...article, author: 'A One and B Two', doi: '' }, { url })).toBe(
      `One, A, and B Two. "Cost & Reliability of 'Off-Grid' Solar <Mini-Grids> in Rural Zambia." ` +
        `${JOURNAL.title}, vol. 2, no. 1, 2025, ${url}.`,
    );
  });
});

describe('BibTeX', () => {
  it('escapes every LaTeX special character', () => {
    expect(escapeBibtex('a & b % c $ d # e _ f { g } h ~ i ^ j \\ k < l >')).toBe(
      'a \\& b \\% c \\$ d \\# e \\_ f \\{ g \\} h \\textasciitilde{} i \\textasciicircum{} j \\textbackslash{} k \\textless{} l \\textgreater{}',
    );
  });

  it('writes one @article entry with the fields a reference manager reads', () => {
    const bib = toBibtex(article, { url });
    expect(bib).toMatch(/^@article\{mwansa2025cost,\n/);
    expect(bib.trimEnd().endsWith('}')).toBe(true);
    expect(bib).toContain('author    = {Mwansa, Chileshe and Banda, Thandiwe and Zulu, Kelvin}');
    expect(bib).toContain(
      'title     = {{Cost \\& Reliability of "Off-Grid" Solar \\textless{}Mini-Grids\\textgreater{} in Rural Zambia}}',
    );
    expect(bib).toContain(`journal   = {${JOURNAL.title}}`);
    expect(bib).toContain('year      = {2025}');
    expect(bib).toContain('month     = mar');
    expect(bib).toContain('volume    = {2}');
    expect(bib).toContain('number    = {1}');
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

  it('leaves out DOI and ISSN placeholders', () => {
    const bib = toBibtex({ ...article, doi: JOURNAL.doi, issn: JOURNAL.issn });
    expect(bib).not.toMatch(/\bdoi\s+=/);
    expect(bib).not.toMatch(/\bissn\s+=/);
    expect(bibtexKey({ ...article, author: '' })).toBe('article2025cost');
  });
});

describe('RIS', () => {
  it('writes TY JOUR … ER with one AU and KW line each, CRLF line ends', () => {
    const ris = toRis(article, { url, pdfUrl: `${url}/paper.pdf` });
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
    expect(lines).toContain('VL  - 2');
    expect(lines).toContain('IS  - 1');
    expect(lines).toContain('SN  - 2958-1234');
    expect(lines).toContain('DO  - 10.5555/zjeas.2025.0102');
    expect(lines).toContain(`UR  - ${url}`);
    expect(lines).toContain(`L1  - ${url}/paper.pdf`);
    expect(lines).toContain('AB  - First paragraph with 50% savings_and {braces}. Second paragraph.');
    expect(lines.filter((l) => l.startsWith('KW  - '))).toEqual(['KW  - mini-grids', 'KW  - reliability']);
    expect(lines.every((l) => l === '' || /^[A-Z][A-Z0-9] {2}- /.test(l))).toBe(true);
  });
});
