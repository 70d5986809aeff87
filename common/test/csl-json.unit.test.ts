import { describe, expect, it } from 'vitest';
import { toCslJson } from '../src/citation/csl-json';
import { JOURNAL } from '../src/constants';
import { articleUrl, citableArticle as article, citationJournal as journal, person } from './citable-article';

describe('an article as a CSL-JSON item', () => {
  it('carries every field the styles format, under the names CSL gives them', () => {
    expect(toCslJson(article, journal, articleUrl)).toEqual({
      id: 'cost-reliability-solar-mini-grids',
      type: 'article-journal',
      title: 'Cost & Reliability of "Off-Grid" Solar <Mini-Grids> in Rural Zambia',
      author: [
        { family: 'Mwansa', given: 'Chileshe' },
        { family: 'Banda', given: 'Thandiwe' },
        { family: 'Zulu', given: 'Kelvin' },
      ],
      'container-title': JOURNAL.title,
      'container-title-short': 'Zambezi J. Eng. Appl. Sci.',
      ISSN: '2958-1234',
      volume: '2',
      issue: '1',
      page: '12-20',
      DOI: '10.5555/zjeas.2025.0102',
      URL: articleUrl,
      issued: { 'date-parts': [[2025, 3, 14]] },
      language: 'en',
      abstract: 'First paragraph with 50% savings_and {braces}.\n\nSecond paragraph.',
      keyword: 'mini-grids, reliability',
    });
  });

  it('lists the contributors in the article’s order, a name without given names by its family name', () => {
    const contributors = [
      person('Kelvin', 'Zulu'),
      person('', 'Zambia Energy Regulation Board'),
      person('A', 'B'),
    ];
    expect(toCslJson({ ...article, contributors }, journal, articleUrl).author).toEqual([
      { family: 'Zulu', given: 'Kelvin' },
      { family: 'Zambia Energy Regulation Board' },
      { family: 'B', given: 'A' },
    ]);
  });

  it('gives an article number as number, and a single page as page', () => {
    const numbered = toCslJson(
      { ...article, firstPage: '', lastPage: '', articleNumber: ' e17 ' },
      journal,
      articleUrl,
    );
    expect(numbered.number).toBe('e17');
    expect(numbered).not.toHaveProperty('page');
    const onePage = toCslJson({ ...article, lastPage: '12' }, journal, articleUrl);
    expect(onePage.page).toBe('12');
    expect(onePage).not.toHaveProperty('number');
  });

  it('leaves out what the article does not have: DOI and ISSN placeholders, keywords, a short title like the title', () => {
    const item = toCslJson(
      { ...article, doi: JOURNAL.doi, issn: JOURNAL.issn, keywords: [], language: '' },
      { ...journal, abbreviatedTitle: journal.title },
      articleUrl,
    );
    for (const field of ['DOI', 'ISSN', 'keyword', 'language', 'container-title-short']) {
      expect(item, field).not.toHaveProperty(field);
    }
    expect(item.URL).toBe(articleUrl);
  });

  it('dates the item by its publication date, never by when it was stored', () => {
    expect(toCslJson({ ...article, publishedOn: '2024-12-01' }, journal, articleUrl).issued).toEqual({
      'date-parts': [[2024, 12, 1]],
    });
    expect(toCslJson({ ...article, publishedOn: '' }, journal, articleUrl)).not.toHaveProperty('issued');
  });
});
