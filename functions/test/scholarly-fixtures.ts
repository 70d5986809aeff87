/**
 * The journal's settings and `Article` answers as the API gives them, built in memory for the
 * export writers' tests (functions/src/scholarly): identifiers go through the contracts' own
 * schemas, so they are stored the way a form would store them.
 */
import type { Article } from '@journal/common/contracts/articles';
import { DEFAULT_LICENCE, type JournalSettings } from '@journal/common/contracts/journal';
import {
  contributorSchema,
  referencesFromText,
  type ContributorInput,
} from '@journal/common/contracts/scholarly';
import { authorLine } from '@journal/common/scholarly/names';
import { articleLinks } from '../src/services/article-links';
import { abstractBlocks } from '../src/services/article-shape';

export const ORIGIN = 'https://journal.example.edu';
export const pageUrl = (article: Article): string => articleLinks(article, ORIGIN).page;

export const JOURNAL_SETTINGS: JournalSettings = {
  title: 'Zambezi Journal of Engineering and Applied Sciences',
  abbreviatedTitle: 'Zambezi J. Eng. Appl. Sci.',
  publisher: 'University of the Zambezi',
  onlineIssn: '2049-3630',
  printIssn: '0317-8471',
  doiPrefix: '10.5555',
  doiSuffixPattern: '{abbrev}.{year}.{volume}.{issue}.{slug}',
  licence: { ...DEFAULT_LICENCE },
  language: 'en',
  depositorName: 'Zambezi University Press',
  depositorEmail: 'crossref@journal.example.edu',
  registrant: 'University of the Zambezi',
};

export const VOLUME = { _id: 'volume-doc-3', slug: 'volume-3', name: 'Volume 3', year: 2024 };
export const ISSUE = { _id: 'issue-doc-2', slug: 'issue-2', name: 'Issue 2' };

interface ArticleFixture extends Partial<
  Omit<Article, 'contributors' | 'references' | 'abstractBlocks' | 'author'>
> {
  slug: string;
  title: string;
  abstract: string;
  contributors: ContributorInput[];
  references?: string;
}

export function articleAnswer({ contributors, references = '', ...fields }: ArticleFixture): Article {
  const parsed = contributors.map((c) => contributorSchema.parse(c));
  return {
    _id: `doc-${fields.slug}`,
    keywords: [],
    image: null,
    imageRenditions: [],
    pdf: null,
    pdfFileName: null,
    issn: JOURNAL_SETTINGS.onlineIssn,
    doi: 'To be Updated',
    featured: false,
    volume: VOLUME,
    issue: ISSUE,
    createdAt: '2024-03-01T08:00:00.000Z',
    views: 0,
    downloads: 0,
    fullText: null,
    licence: { ...DEFAULT_LICENCE },
    publishedOn: '2024-03-05',
    articleNumber: '',
    firstPage: '',
    lastPage: '',
    language: 'en',
    funding: [],
    ...fields,
    author: authorLine(parsed),
    abstractBlocks: abstractBlocks(fields.abstract),
    contributors: parsed,
    references: referencesFromText(references),
  };
}

const UNZA = { name: 'University of Zambia', ror: '03gh19d69', country: 'Zambia' };
const UCT = { name: 'University of Cape Town', ror: 'https://ror.org/03p74gp79', country: 'South Africa' };

/** Pages, two authors with ORCID iDs and ROR affiliations (one shared), references, funding, 8 keywords. */
export const LATERITE = articleAnswer({
  slug: 'laterite-blocks',
  title: 'Load-bearing capacity of laterite & cement blocks: <field> tests in Lusaka',
  abstract:
    'Stabilised laterite blocks were tested in compression.\n\nBlocks with 8% cement met the standard for load-bearing walls.',
  keywords: [
    'laterite',
    'cement',
    'masonry',
    'compressive strength',
    'Zambia',
    'earth building',
    'blocks',
    'housing',
  ],
  doi: '10.5555/zjeas.2024.3.2.laterite-blocks',
  firstPage: '1',
  lastPage: '12',
  contributors: [
    {
      givenNames: 'Chanda',
      familyName: 'Mwale',
      affiliations: [UNZA],
      email: 'c.mwale@unza.example.zm',
      orcid: '0000-0002-1825-0097',
      corresponding: true,
    },
    {
      givenNames: 'Thandiwe',
      familyName: 'van der Merwe',
      affiliations: [UNZA, UCT],
      email: '',
      orcid: 'https://orcid.org/0000-0002-1694-233x',
      corresponding: false,
    },
  ],
  references: [
    'Banda, K. (2019). Laterite soils of Zambia. Journal of African Earth Sciences, 150, 1-9. https://doi.org/10.1016/j.jafrearsci.2018.10.004',
    'Phiri, M. (2021). Building with earth. Lusaka: UNZA Press.',
  ].join('\n'),
  funding: [{ funder: 'National Science and Technology Council of Zambia', award: 'NSTC-2024-017' }],
});

/** An article number, one author known by family name only, in French, no references or funding. */
export const SECHAGE = articleAnswer({
  slug: 'sechage-solaire',
  title: 'Séchage solaire des cossettes de manioc',
  abstract: 'Un séchoir solaire réduit de moitié le temps de séchage.',
  keywords: ['séchage', 'manioc'],
  doi: '10.5555/zjeas.2024.3.2.sechage-solaire',
  articleNumber: 'e2024-007',
  language: 'fr',
  contributors: [
    {
      familyName: 'Tembo',
      affiliations: [{ name: 'Copperbelt University', country: '' }],
      email: 'tembo@cbu.example.zm',
      corresponding: true,
    },
  ],
});

/** SPEC's article without a DOI yet. */
export const UNREGISTERED = articleAnswer({
  slug: 'no-doi-yet',
  title: 'Groundwater recharge in the Kafue Flats',
  abstract: 'Recharge was estimated from chloride mass balance.',
  contributors: [{ givenNames: 'Mutale', familyName: 'Zulu' }],
});
