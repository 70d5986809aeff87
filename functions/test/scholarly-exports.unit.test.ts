/**
 * The exports of the scholarly record (functions/src/scholarly): a Crossref 5.4.0 deposit, DOAJ
 * article XML and JATS 1.4, each valid against the standard's own schema (vendored in
 * ./standards, checked offline by libxml2 in ./xml-standards.ts) and carrying what the articles
 * hold, element by element. The same checks refuse exports corrupted the ways publishers' have
 * been refused (an empty DOI suffix, a bare ORCID iD, a missing resource, an undeclared element),
 * and the writers refuse, in words the admin can act on, what Crossref would refuse.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Article } from '@journal/common/contracts/articles';
import { exportErrors } from '@journal/common/contracts/exports';
import type { Refusal } from '@journal/common/contracts/refusal';
import { crossrefDeposit, type CrossrefBatch } from '../src/scholarly/crossref-deposit';
import { DOAJ_MAX_KEYWORDS, doajArticles } from '../src/scholarly/doaj-export';
import { jatsArticle, jatsBack, jatsFront } from '../src/scholarly/jats';
import { BIBLIOGRAPHIC_LANGUAGES, bibliographicLanguage } from '../src/scholarly/languages';
import { DomainError } from '../src/services/errors';
import {
  ISSUE,
  JOURNAL_SETTINGS,
  LATERITE,
  pageUrl,
  SECHAGE,
  UNREGISTERED,
  VOLUME,
} from './scholarly-fixtures';
import { compileMillis, crossrefErrors, doajErrors, jatsErrors, xmlValues } from './xml-standards';

const BATCH: CrossrefBatch = { id: 'zjeas-issue-2-20240305', timestamp: 1709625600000 };
const PLACE = { volume: VOLUME, issue: ISSUE };
const NS = {
  cr: 'http://www.crossref.org/schema/5.4.0',
  jats: 'http://www.ncbi.nlm.nih.gov/JATS1',
  fr: 'http://www.crossref.org/fundref.xsd',
  ai: 'http://www.crossref.org/AccessIndicators.xsd',
  xlink: 'http://www.w3.org/1999/xlink',
  ali: 'http://www.niso.org/schemas/ali/1.0/',
};

const deposit = (articles: Article[] = [LATERITE, SECHAGE], journal = JOURNAL_SETTINGS) =>
  crossrefDeposit({ journal, issue: PLACE, articles, batch: BATCH, pageUrl });
const doaj = (articles: Article[] = [LATERITE, SECHAGE], journal = JOURNAL_SETTINGS) =>
  doajArticles({ journal, articles, pageUrl });
const jats = (article: Article, journal = JOURNAL_SETTINGS) => jatsArticle({ journal, article, pageUrl });

/** The document with one piece replaced; the piece must be there, or the corruption proves nothing. */
function corrupt(xml: string, piece: string | RegExp, replacement: string): string {
  const changed = xml.replace(piece, replacement);
  expect(changed, `${String(piece)} is not in the document`).not.toBe(xml);
  return changed;
}

/** The refusal a writer threw. */
function refusalOf(write: () => unknown): Refusal {
  try {
    write();
  } catch (error) {
    if (error instanceof DomainError) return error.refusal;
    throw error;
  }
  throw new Error('the writer refused nothing');
}

const ORCID_MWALE = 'https://orcid.org/0000-0002-1825-0097';
const ORCID_VAN_DER_MERWE = 'https://orcid.org/0000-0002-1694-233X';

describe('ISO 639-1 to DOAJ’s ISO 639-2/B codes', () => {
  const doajCodes = [
    ...readFileSync(path.join(__dirname, 'standards/doaj/iso_639-2b.xsd'), 'utf8').matchAll(
      /<xsd:enumeration value="([a-z]{3})"/g,
    ),
  ].map((m) => m[1] ?? '');

  it('gives only codes in DOAJ’s list, and reaches every code in it', () => {
    const given = [...BIBLIOGRAPHIC_LANGUAGES.values()];
    expect(doajCodes).toHaveLength(184);
    expect(given.filter((code) => !doajCodes.includes(code))).toEqual([]);
    expect(doajCodes.filter((code) => !given.includes(code))).toEqual([]);
  });

  it('uses the bibliographic codes, and knows no code that is not ISO 639-1', () => {
    expect(['en', 'FR', 'de', 'zh', 'ny', 'bem'].map(bibliographicLanguage)).toEqual([
      'eng',
      'fre',
      'ger',
      'chi',
      'nya',
      null,
    ]);
  });
});

describe('the Crossref deposit (schema 5.4.0)', () => {
  const xml = deposit();
  const values = (xpath: string) => xmlValues(xml, xpath, NS);
  const article = (n: number, rest: string) =>
    values(`/cr:doi_batch/cr:body/cr:journal/cr:journal_article[${n}]${rest}`);

  it('validates against crossref5.4.0.xsd and everything it imports', () => {
    expect(crossrefErrors(xml)).toEqual([]);
  });

  it('names the batch, its depositor and the journal', () => {
    expect(values('/cr:doi_batch/@version')).toEqual(['5.4.0']);
    expect(values('//cr:head/*[not(self::cr:depositor)]')).toEqual([
      BATCH.id,
      String(BATCH.timestamp),
      'University of the Zambezi',
    ]);
    expect(values('//cr:depositor/*')).toEqual(['Zambezi University Press', 'crossref@journal.example.edu']);
    expect(values('//cr:journal_metadata/cr:full_title')).toEqual([JOURNAL_SETTINGS.title]);
    expect(values('//cr:journal_metadata/cr:abbrev_title')).toEqual(['Zambezi J. Eng. Appl. Sci.']);
    expect(values('//cr:journal_metadata/cr:issn/@media_type')).toEqual(['electronic', 'print']);
    expect(values('//cr:journal_metadata/cr:issn')).toEqual(['2049-3630', '0317-8471']);
    expect(values('//cr:journal_issue//cr:year')).toEqual(['2024']);
    expect(values('//cr:journal_issue/cr:journal_volume/cr:volume')).toEqual(['3']);
    expect(values('//cr:journal_issue/cr:issue')).toEqual(['2']);
  });

  it('lists the contributors in order, with affiliations, ROR ids and unauthenticated ORCID iDs', () => {
    expect(article(1, '//cr:person_name/@sequence')).toEqual(['first', 'additional']);
    expect(article(1, '//cr:person_name/@contributor_role')).toEqual(['author', 'author']);
    expect(article(1, '//cr:person_name/cr:given_name')).toEqual(['Chanda', 'Thandiwe']);
    expect(article(1, '//cr:person_name/cr:surname')).toEqual(['Mwale', 'van der Merwe']);
    expect(article(1, '//cr:person_name/cr:ORCID')).toEqual([ORCID_MWALE, ORCID_VAN_DER_MERWE]);
    expect(article(1, '//cr:ORCID/@authenticated')).toEqual(['false', 'false']);
    expect(article(1, '//cr:person_name[2]//cr:institution_name')).toEqual([
      'University of Zambia',
      'University of Cape Town',
    ]);
    expect(article(1, '//cr:person_name[2]//cr:institution_id')).toEqual([
      'https://ror.org/03gh19d69',
      'https://ror.org/03p74gp79',
    ]);
    expect(article(1, '//cr:institution_id/@type')).toEqual(['ror', 'ror', 'ror']);
    expect(article(1, '//cr:person_name[2]//cr:institution_place')).toEqual(['Zambia', 'South Africa']);
    // A family name alone is a person_name with a surname and no given name.
    expect(article(2, '//cr:person_name/*[1]')).toEqual(['Tembo']);
    expect(article(2, '//cr:given_name')).toEqual([]);
  });

  it('carries titles, abstract paragraphs, dates, pages or the article number, funding and licence', () => {
    expect(values('//cr:journal_article/cr:titles/cr:title')).toEqual([LATERITE.title, SECHAGE.title]);
    expect(article(1, '/jats:abstract/jats:p')).toHaveLength(2);
    expect(article(1, '/cr:publication_date/@media_type')).toEqual(['online']);
    expect(article(1, '/cr:publication_date/*')).toEqual(['03', '05', '2024']);
    expect(article(1, '/cr:pages/*')).toEqual(['1', '12']);
    expect(article(1, '/cr:publisher_item')).toEqual([]);
    expect(article(2, '/cr:pages')).toEqual([]);
    expect(article(2, '/cr:publisher_item/cr:item_number')).toEqual(['e2024-007']);
    expect(article(1, '/fr:program/fr:assertion[@name="fundgroup"]/fr:assertion')).toEqual([
      'National Science and Technology Council of Zambia',
      'NSTC-2024-017',
    ]);
    expect(article(2, '/fr:program')).toEqual([]);
    expect(article(1, '/ai:program/ai:license_ref')).toEqual([
      'https://creativecommons.org/licenses/by/4.0/',
    ]);
    expect(article(1, '/ai:program/ai:license_ref/@applies_to')).toEqual(['vor']);
    expect(article(1, '/ai:program/ai:license_ref/@start_date')).toEqual(['2024-03-05']);
    expect(values('//cr:journal_article/@language')).toEqual(['en', 'fr']);
  });

  it('registers each DOI at the article’s canonical page, and deposits its references', () => {
    expect(values('//cr:journal_article/cr:doi_data/cr:doi')).toEqual([LATERITE.doi, SECHAGE.doi]);
    expect(values('//cr:journal_article/cr:doi_data/cr:resource')).toEqual([
      'https://journal.example.edu/archives/volume-3/issue-2/laterite-blocks',
      'https://journal.example.edu/archives/volume-3/issue-2/sechage-solaire',
    ]);
    expect(article(1, '/cr:citation_list/cr:citation/@key')).toEqual(['ref1', 'ref2']);
    expect(article(1, '/cr:citation_list/cr:citation/cr:doi')).toEqual(['10.1016/j.jafrearsci.2018.10.004']);
    expect(article(1, '/cr:citation_list/cr:citation/cr:unstructured_citation')).toEqual(
      LATERITE.references.map((r) => r.text),
    );
    expect(article(2, '/cr:citation_list')).toEqual([]);
  });

  it('is refused by the schema with an empty DOI suffix, a bare ORCID iD or no resource', () => {
    const emptySuffix = corrupt(xml, `<doi>${LATERITE.doi}</doi>`, '<doi>10.5555/</doi>');
    expect(crossrefErrors(emptySuffix).join('\n')).toMatch(/doi'.*pattern.*'10\.5555\/'/);
    const bareOrcid = corrupt(xml, `>${ORCID_MWALE}<`, '>0000-0002-1825-0097<');
    expect(crossrefErrors(bareOrcid).join('\n')).toMatch(/ORCID'.*pattern/);
    const noResource = corrupt(xml, /<resource>[^<]*<\/resource>/, '');
    expect(crossrefErrors(noResource).join('\n')).toMatch(/doi_data'.*Missing child element.*resource/);
  });

  it('refuses an article without a DOI, a journal without a depositor or ISSN, and an empty issue', () => {
    expect(refusalOf(() => deposit([LATERITE, UNREGISTERED]))).toEqual(
      exportErrors.articleWithoutDoi(UNREGISTERED.title),
    );
    expect(refusalOf(() => deposit([LATERITE], { ...JOURNAL_SETTINGS, registrant: '' }))).toEqual(
      exportErrors.depositorMissing,
    );
    const noIssn = { ...JOURNAL_SETTINGS, onlineIssn: '', printIssn: '' };
    expect(refusalOf(() => deposit([{ ...LATERITE, issn: 'To be Updated' }], noIssn))).toEqual(
      exportErrors.issnMissing,
    );
    expect(refusalOf(() => deposit([]))).toEqual(exportErrors.noArticles);
  });
});

describe('the DOAJ article XML (doajArticles.xsd)', () => {
  const xml = doaj();
  const values = (xpath: string) => xmlValues(xml, xpath);
  const record = (n: number, rest: string) => values(`/records/record[${n}]${rest}`);

  it('validates against doajArticles.xsd with its ISO 639-2/B list', () => {
    expect(doajErrors(xml)).toEqual([]);
  });

  it('gives each article a record in the schema’s order, with three-letter languages', () => {
    expect(values('/records/record/language')).toEqual(['eng', 'fre']);
    expect(values('/records/record/title/@language')).toEqual(['eng', 'fre']);
    expect(values('/records/record/abstract/@language')).toEqual(['eng', 'fre']);
    expect(values('/records/record/journalTitle')).toEqual([JOURNAL_SETTINGS.title, JOURNAL_SETTINGS.title]);
    expect(record(1, '/issn')).toEqual(['0317-8471']);
    expect(record(1, '/eissn')).toEqual(['2049-3630']);
    expect(record(1, '/publicationDate')).toEqual(['2024-03-05']);
    expect(record(1, '/volume | /records/record[1]/issue')).toEqual(['3', '2']);
    expect(record(1, '/startPage | /records/record[1]/endPage')).toEqual(['1', '12']);
    expect(record(2, '/startPage')).toEqual([]);
    expect(values('/records/record/doi')).toEqual([LATERITE.doi, SECHAGE.doi]);
    expect(values('/records/record/publisherRecordId')).toEqual([LATERITE._id, SECHAGE._id]);
    expect(values('/records/record/fullTextUrl')).toEqual([pageUrl(LATERITE), pageUrl(SECHAGE)]);
  });

  it('lists the authors in order with ORCID URLs, the corresponding author’s e-mail and affiliations', () => {
    expect(record(1, '/authors/author/name')).toEqual(['Chanda Mwale', 'Thandiwe van der Merwe']);
    expect(record(1, '/authors/author/orcid_id')).toEqual([ORCID_MWALE, ORCID_VAN_DER_MERWE]);
    expect(record(1, '/authors/author/email')).toEqual(['c.mwale@unza.example.zm']);
    expect(record(1, '/authors/author[1]/affiliationId')).toEqual(['1']);
    expect(record(1, '/authors/author[2]/affiliationId')).toEqual(['1', '2']);
    expect(record(1, '/affiliationsList/affiliationName/@affiliationId')).toEqual(['1', '2']);
    expect(record(1, '/affiliationsList/affiliationName')).toEqual([
      'University of Zambia, Zambia',
      'University of Cape Town, South Africa',
    ]);
    expect(record(2, '/authors/author/name')).toEqual(['Tembo']);
    expect(record(2, '/authors/author/orcid_id')).toEqual([]);
  });

  it(`keeps at most ${DOAJ_MAX_KEYWORDS} keywords, the first ones`, () => {
    expect(LATERITE.keywords).toHaveLength(8);
    expect(record(1, '/keywords/keyword')).toEqual(LATERITE.keywords.slice(0, DOAJ_MAX_KEYWORDS));
    expect(record(2, '/keywords/keyword')).toEqual(SECHAGE.keywords);
  });

  it('is refused by the schema with a bare ORCID iD or a two-letter language', () => {
    const bareOrcid = corrupt(xml, `>${ORCID_MWALE}<`, '>0000-0002-1825-0097<');
    expect(doajErrors(bareOrcid).join('\n')).toMatch(/orcid_id'.*pattern/);
    const twoLetters = corrupt(xml, '<language>eng</language>', '<language>en</language>');
    expect(doajErrors(twoLetters).join('\n')).toMatch(/language'.*'en' is not an element of the set/);
  });

  it('refuses a journal without an ISSN and an issue without articles', () => {
    const noIssn = { ...JOURNAL_SETTINGS, onlineIssn: '', printIssn: '' };
    expect(refusalOf(() => doaj([{ ...LATERITE, issn: '' }], noIssn))).toEqual(exportErrors.issnMissing);
    expect(refusalOf(() => doaj([]))).toEqual(exportErrors.noArticles);
  });
});

describe('the JATS 1.4 Journal Publishing article', () => {
  const laterite = jats(LATERITE);
  const sechage = jats(SECHAGE);
  const values = (xml: string, xpath: string) => xmlValues(xml, xpath, NS);

  it('validates against the JATS 1.4 Journal Publishing DTD with MathML3', () => {
    expect(laterite).toContain(
      '<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD with MathML3 v1.4 20241031//EN" "https://jats.nlm.nih.gov/publishing/1.4/JATS-journalpublishing1-4-mathml3.dtd">',
    );
    expect(jatsErrors(laterite)).toEqual([]);
    expect(jatsErrors(sechage)).toEqual([]);
    expect(jatsErrors(jats(UNREGISTERED))).toEqual([]);
  });

  it('describes the journal and the article', () => {
    expect(values(laterite, '/article/@dtd-version')).toEqual(['1.4']);
    expect(values(sechage, '/article/@xml:lang')).toEqual(['fr']);
    expect(values(laterite, '//journal-meta/journal-title-group/*')).toEqual([
      JOURNAL_SETTINGS.title,
      'Zambezi J. Eng. Appl. Sci.',
    ]);
    expect(values(laterite, '//journal-meta/issn/@publication-format')).toEqual(['electronic', 'print']);
    expect(values(laterite, '//journal-meta/publisher/publisher-name')).toEqual([JOURNAL_SETTINGS.publisher]);
    expect(values(laterite, '//article-meta/article-id[@pub-id-type="doi"]')).toEqual([LATERITE.doi]);
    expect(values(jats(UNREGISTERED), '//article-meta/article-id[@pub-id-type="doi"]')).toEqual([]);
    expect(values(laterite, '//article-meta/title-group/article-title')).toEqual([LATERITE.title]);
    expect(values(laterite, '//article-meta/pub-date/*')).toEqual(['05', '03', '2024']);
    expect(values(laterite, '//article-meta/volume | //article-meta/issue')).toEqual(['3', '2']);
    expect(values(laterite, '//article-meta/fpage | //article-meta/lpage')).toEqual(['1', '12']);
    expect(values(sechage, '//article-meta/elocation-id')).toEqual(['e2024-007']);
    expect(values(laterite, '//permissions/license/@xlink:href')).toEqual([LATERITE.licence.url]);
    expect(values(laterite, '//permissions/license/ali:license_ref')).toEqual([LATERITE.licence.url]);
    expect(values(laterite, '//article-meta/self-uri/@xlink:href')).toEqual([pageUrl(LATERITE)]);
    expect(values(laterite, '//abstract/p')).toHaveLength(2);
    expect(values(laterite, '//kwd-group/kwd')).toEqual(LATERITE.keywords);
    expect(values(laterite, '//funding-group/award-group/*')).toEqual([
      'National Science and Technology Council of Zambia',
      'NSTC-2024-017',
    ]);
  });

  it('lists the contributors in order with ORCID iDs, the corresponding author and affiliations', () => {
    expect(values(laterite, '//contrib-group/contrib/name/surname')).toEqual(['Mwale', 'van der Merwe']);
    expect(values(laterite, '//contrib-group/contrib/name/given-names')).toEqual(['Chanda', 'Thandiwe']);
    expect(values(laterite, '//contrib[@corresp="yes"]/name/surname')).toEqual(['Mwale']);
    expect(values(laterite, '//contrib[@corresp="yes"]/email')).toEqual(['c.mwale@unza.example.zm']);
    expect(values(laterite, '//contrib/contrib-id[@contrib-id-type="orcid"]')).toEqual([
      ORCID_MWALE,
      ORCID_VAN_DER_MERWE,
    ]);
    expect(values(laterite, '//contrib/contrib-id/@authenticated')).toEqual(['false', 'false']);
    expect(values(laterite, '//contrib[2]/xref[@ref-type="aff"]/@rid')).toEqual(['aff1', 'aff2']);
    expect(values(laterite, '//aff/@id')).toEqual(['aff1', 'aff2']);
    expect(values(laterite, '//aff/institution-wrap/institution')).toEqual([
      'University of Zambia',
      'University of Cape Town',
    ]);
    expect(values(laterite, '//aff/institution-wrap/institution-id[@institution-id-type="ror"]')).toEqual([
      'https://ror.org/03gh19d69',
      'https://ror.org/03p74gp79',
    ]);
    expect(values(laterite, '//aff/country')).toEqual(['Zambia', 'South Africa']);
  });

  it('gives the reference list, each DOI as a pub-id inside the reference as written', () => {
    expect(values(laterite, '//back/ref-list/ref/@id')).toEqual(['ref1', 'ref2']);
    expect(values(laterite, '//ref/mixed-citation')).toEqual(LATERITE.references.map((r) => r.text));
    expect(values(laterite, '//ref[1]/mixed-citation/pub-id[@pub-id-type="doi"]')).toEqual([
      '10.1016/j.jafrearsci.2018.10.004',
    ]);
    expect(values(laterite, '//ref[2]/mixed-citation/pub-id')).toEqual([]);
    expect(values(sechage, '//back')).toEqual([]);
  });

  it('has its front and back matter as parts another record can reuse', () => {
    const input = { journal: JOURNAL_SETTINGS, article: LATERITE, pageUrl };
    expect(jatsFront(input)).toMatch(/^<front><journal-meta>.*<\/article-meta><\/front>$/);
    expect(laterite).toContain(jatsFront(input));
    expect(laterite).toContain(jatsBack(LATERITE));
    expect(jatsBack(SECHAGE)).toBe('');
  });

  it('is refused by the DTD with an undeclared element, and without the JATS 1.4 DOCTYPE', () => {
    const undeclared = corrupt(laterite, '</article-meta>', '<bogus/></article-meta>');
    expect(jatsErrors(undeclared).join('\n')).toMatch(/No declaration for element bogus/);
    const misplaced = corrupt(laterite, /<volume>3<\/volume>/, '');
    expect(jatsErrors(corrupt(misplaced, '</title-group>', '</title-group><volume>3</volume>'))).not.toEqual(
      [],
    );
    const otherDtd = corrupt(laterite, 'v1.4 20241031', 'v1.3 20210610');
    expect(jatsErrors(otherDtd).join('\n')).toMatch(/does not declare the DTD/);
  });

  it('refuses a journal without an ISSN, since JATS journal metadata requires one', () => {
    const noIssn = { ...JOURNAL_SETTINGS, onlineIssn: '', printIssn: '' };
    expect(refusalOf(() => jats({ ...LATERITE, issn: 'To be Updated' }, noIssn))).toEqual(
      exportErrors.issnMissing,
    );
  });
});

describe('a 100-article issue', () => {
  const articles = Array.from({ length: 100 }, (_, i) => ({
    ...LATERITE,
    _id: `doc-${i}`,
    slug: `laterite-blocks-${i}`,
    doi: `10.5555/zjeas.2024.3.2.laterite-blocks-${i}`,
  }));

  /** The work's result and how long it took. */
  function timed<T>(work: () => T): [T, string] {
    const start = performance.now();
    const result = work();
    return [result, `${(performance.now() - start).toFixed(1)} ms`];
  }

  const exportsOfIssue: [string, () => string[], (xml: string) => string[]][] = [
    ['one Crossref deposit', () => [deposit(articles)], crossrefErrors],
    ['one DOAJ file', () => [doaj(articles)], doajErrors],
    ['100 JATS documents', () => articles.map((article) => jats(article)), jatsErrors],
  ];

  it('is written and validated as a Crossref deposit, a DOAJ file and JATS documents', () => {
    // Compiled before the clock starts: the figures are per export, as a long-lived process sees them.
    crossrefErrors(deposit([LATERITE]));
    jatsErrors(jats(LATERITE));
    const figures = exportsOfIssue.map(([name, write, check]) => {
      const [documents, written] = timed(write);
      const [errors, validated] = timed(() => documents.flatMap(check));
      expect(errors).toEqual([]);
      const bytes = documents.reduce((total, xml) => total + xml.length, 0);
      return `${name}: ${bytes} characters, written in ${written}, validated in ${validated}`;
    });
    const compiled = Object.entries(compileMillis).map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`);
    console.log(`A 100-article issue:\n${figures.join('\n')}\nschemas compiled once: ${compiled.join(', ')}`);
  });
});
