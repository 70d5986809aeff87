/** One article as the citation writers take it, for their unit tests: three authors, pages, a DOI. */
import type { CitableArticle, CitationJournal } from '../src/citation/article-facts';
import { JOURNAL } from '../src/constants';
import type { Contributor } from '../src/contracts/scholarly';

export const person = (givenNames: string, familyName: string): Contributor => ({
  givenNames,
  familyName,
  affiliations: [],
  email: '',
  orcid: null,
  corresponding: false,
});

export const citableArticle: CitableArticle = {
  slug: 'cost-reliability-solar-mini-grids',
  title: 'Cost & Reliability of "Off-Grid" Solar <Mini-Grids> in Rural Zambia',
  contributors: [person('Chileshe', 'Mwansa'), person('Thandiwe', 'Banda'), person('Kelvin', 'Zulu')],
  abstract: 'First paragraph with 50% savings_and {braces}.\n\nSecond paragraph.',
  keywords: ['mini-grids', 'reliability'],
  issn: '2958-1234',
  doi: 'https://doi.org/10.5555/zjeas.2025.0102',
  volume: { _id: 'v', slug: 'volume-2', name: 'Volume 2', year: 2025 },
  issue: { _id: 'i', slug: 'issue-1', name: 'Issue 1' },
  publishedOn: '2025-03-14',
  articleNumber: '',
  firstPage: '12',
  lastPage: '20',
  language: 'en',
};

export const citationJournal: CitationJournal = {
  title: JOURNAL.title,
  abbreviatedTitle: 'Zambezi J. Eng. Appl. Sci.',
  publisher: JOURNAL.publisher,
};

export const articleUrl =
  'https://journal.example/archives/volume-2/issue-1/cost-reliability-solar-mini-grids';
