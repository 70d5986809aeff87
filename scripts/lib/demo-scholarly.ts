/**
 * The scholarly record of the demo articles (issue 27): contributors with affiliations, some
 * with ORCID iDs, references (the demo articles cite each other by DOI, and a few works outside
 * the journal), pages within their issue, and funding for some. Derived from demo-content.ts so
 * the articles' texts stay in one place.
 *
 * The ORCID iDs are checksum-valid but fictional: they are taken from the block 0009-9999-…,
 * which lies outside the ranges ORCID assigns, so no real researcher's iD is used.
 */
import type { ContributorInput } from '@journal/common/contracts/scholarly';
import { normalizeOrcid } from '@journal/common/scholarly/identifiers';
import { contributorsFromAuthor } from '@journal/common/scholarly/author-split';
import type { DemoArticle } from './demo-content';

/** Fictional institutions (hence no ROR ids), in Zambia and beside it. */
const INSTITUTIONS = [
  { name: 'School of Engineering, University of the Zambezi', country: 'Zambia' },
  { name: 'School of Agricultural Sciences, University of the Zambezi', country: 'Zambia' },
  { name: 'Department of Physics, University of the Zambezi', country: 'Zambia' },
  { name: 'Kafue Basin Water Research Centre', country: 'Zambia' },
  { name: 'Department of Electrical Engineering, Shire Highlands Polytechnic', country: 'Malawi' },
] as const;

/** A checksum-valid iD in the unassigned block 0009-9999: the check character is found, not guessed. */
export function demoOrcid(n: number): string {
  const head = `00099999${String(n).padStart(7, '0')}`;
  for (const check of '0123456789X') {
    const orcid = normalizeOrcid(`${head}${check}`);
    if (orcid) return orcid;
  }
  throw new Error(`No check character for ${head}`);
}

const mailbox = (given: string, family: string) =>
  `${given}.${family}`.toLowerCase().replace(/[^a-z.]+/g, '') + '@unizambezi.example.org';

/** Every author keeps one institution and one iD (every other author has one) across the demo. */
function contributorsOf(article: DemoArticle, people: Map<string, number>): ContributorInput[] {
  return contributorsFromAuthor(article.author).contributors.map((c, i) => {
    const person = people.get(`${c.givenNames} ${c.familyName}`) ?? 0;
    const home = INSTITUTIONS[person % INSTITUTIONS.length] ?? INSTITUTIONS[0];
    return {
      givenNames: c.givenNames,
      familyName: c.familyName,
      affiliations: [{ name: home.name, country: home.country }],
      email: i === 0 ? mailbox(c.givenNames, c.familyName) : '',
      orcid: person % 2 === 0 ? demoOrcid(1000 + person) : null,
      corresponding: i === 0,
    };
  });
}

/** Works outside the journal that the demo articles cite; invented, so none has a DOI. */
const OUTSIDE_WORKS = [
  'Food and Agriculture Organization of the United Nations. (2019). The state of food and agriculture 2019: Moving forward on food loss and waste reduction. FAO.',
  'Zambia Statistics Agency. (2022). 2022 Census of population and housing: Preliminary report. ZamStats.',
  'International Energy Agency. (2022). Africa energy outlook 2022. IEA.',
  'World Health Organization. (2023). World health statistics 2023: Monitoring health for the SDGs. WHO.',
] as const;

export interface DemoScholarlyFields {
  contributors: ContributorInput[];
  references: string;
  firstPage: string;
  lastPage: string;
  publishedOn: string;
  funding: { funder: string; award: string }[];
}

/** Each author's place in order of first appearance: their institution and iD follow from it. */
function peopleOf(articles: readonly DemoArticle[]): Map<string, number> {
  const people = new Map<string, number>();
  for (const article of articles) {
    for (const c of contributorsFromAuthor(article.author).contributors) {
      const name = `${c.givenNames} ${c.familyName}`;
      if (!people.has(name)) people.set(name, people.size);
    }
  }
  return people;
}

/** Pages run on through each issue, in demo-content.ts order; lengths vary from 9 to 16 pages. */
function pagesOf(articles: readonly DemoArticle[], index: number): { firstPage: number; lastPage: number } {
  let firstPage = 1;
  let length = 0;
  articles.slice(0, index + 1).forEach((article, i) => {
    const target = articles[index];
    if (article.volumeSlug !== target?.volumeSlug || article.issueSlug !== target.issueSlug) return;
    firstPage += length;
    length = 9 + ((i * 5) % 8);
  });
  return { firstPage, lastPage: firstPage + length - 1 };
}

/**
 * The record of the demo article at `index` of `articles`. `doiOf` answers the DOI an earlier
 * demo article was given, so that references point at DOIs this platform's pages answer.
 */
export function demoScholarlyFields(
  articles: readonly DemoArticle[],
  index: number,
  doiOf: (slug: string) => string | null,
): DemoScholarlyFields {
  const article = articles[index];
  if (!article) throw new Error(`No demo article at ${index}`);
  const cited = articles.slice(Math.max(0, index - 3), index);
  const references = [
    ...cited.map((work) => {
      const doi = doiOf(work.slug);
      return `${work.author} (${work.createdAt.slice(0, 4)}). ${work.title}. Zambezi Journal of Engineering and Applied Sciences.${doi ? ` https://doi.org/${doi}` : ''}`;
    }),
    OUTSIDE_WORKS[index % OUTSIDE_WORKS.length] ?? OUTSIDE_WORKS[0],
  ];
  const { firstPage, lastPage } = pagesOf(articles, index);
  const year = article.createdAt.slice(0, 4);
  return {
    contributors: contributorsOf(article, peopleOf(articles)),
    references: references.join('\n'),
    firstPage: String(firstPage),
    lastPage: String(lastPage),
    publishedOn: article.createdAt.slice(0, 10),
    funding:
      index % 3 === 0
        ? [
            {
              funder: 'University of the Zambezi Research Fund',
              award: `UZRF-${year}-${String(index + 1).padStart(3, '0')}`,
            },
          ]
        : [],
  };
}
