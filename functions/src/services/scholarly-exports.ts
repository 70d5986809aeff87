/**
 * The exports of the scholarly record as files (docs/decisions.md "Scholarly exports"): an issue's
 * Crossref deposit and DOAJ article XML, an article's JATS document. The stored records are read
 * as the API answers them (article-shape.ts) and written by the writers of functions/src/scholarly,
 * whose refusals (409: no DOI, no ISSN, no depositor, no articles) pass through unchanged.
 */
import { articleErrors, type Article } from '@journal/common/contracts/articles';
import { issueErrors } from '@journal/common/contracts/issues';
import type { JournalSettings } from '@journal/common/contracts/journal';
import { config } from '../config';
import { crossrefDeposit, type CrossrefBatch } from '../scholarly/crossref-deposit';
import { doajArticles } from '../scholarly/doaj-export';
import type { IssuePlace } from '../scholarly/export-facts';
import { jatsArticle } from '../scholarly/jats';
import { jatsFullText } from '../scholarly/jats-body';
import { articleLinks } from './article-links';
import { toArticle } from './article-shape';
import { findArticleBySlug, listIssueArticles } from './articles';
import { fullTextOf } from './full-texts';
import { nextCrossrefBatch } from './crossref-record';
import { refuse } from './errors';
import { isDocId } from './input';
import { findIssueById } from './issues';
import { readJournalSettings } from './journal-settings';

/** An export as the API sends it: the document and the name to save it under. */
export interface ExportFile {
  xml: string;
  fileName: string;
}

export interface CrossrefExport extends ExportFile {
  batch: CrossrefBatch;
  articles: number;
}

const pageUrl = (article: Article): string => articleLinks(article, config.siteUrl).page;

interface IssueForExport {
  id: string;
  place: IssuePlace;
  articles: Article[];
  journal: JournalSettings;
  /** 'volume-1-issue-2': the start of the exports' file names. */
  name: string;
}

/** The issue, its articles oldest first and the journal's settings; 404 for an issue that does not exist. */
async function issueForExport(issueId: string): Promise<IssueForExport> {
  if (!isDocId(issueId)) throw refuse(issueErrors.notFound);
  const [issue, records, journal] = await Promise.all([
    findIssueById(issueId),
    listIssueArticles(issueId),
    readJournalSettings(),
  ]);
  if (!issue) throw refuse(issueErrors.notFound);
  const { volume, slug, name } = issue.doc;
  return {
    id: issue.id,
    place: { volume: { ...volume }, issue: { _id: issue.id, slug, name } },
    articles: records.map((record) => toArticle(record, config.siteUrl)),
    journal,
    name: `${volume.slug}-${slug}`,
  };
}

/**
 * The issue as one Crossref deposit, in a new batch: each call takes a timestamp larger than any
 * before it (crossref-record.ts), whether the file is downloaded or sent.
 */
export async function crossrefExport(issueId: string): Promise<CrossrefExport> {
  const { id, place, articles, journal, name } = await issueForExport(issueId);
  const batch = await nextCrossrefBatch(id);
  const xml = crossrefDeposit({ journal, issue: place, articles, batch, pageUrl });
  return { xml, fileName: `${name}-crossref-${batch.timestamp}.xml`, batch, articles: articles.length };
}

export async function doajExport(issueId: string): Promise<ExportFile> {
  const { articles, journal, name } = await issueForExport(issueId);
  return { xml: doajArticles({ journal, articles, pageUrl }), fileName: `${name}-doaj.xml` };
}

/** The article's JATS document, its full text as the body when it has one; 404 for a slug that names no article. */
export async function jatsExport(slug: string): Promise<ExportFile> {
  const [record, journal] = await Promise.all([findArticleBySlug(slug), readJournalSettings()]);
  if (!record) throw refuse(articleErrors.notFound);
  const article = toArticle(record, config.siteUrl);
  const text = await fullTextOf(record);
  const fullText = text && jatsFullText(text.html, (src) => new URL(src, config.siteUrl).href);
  return { xml: jatsArticle({ journal, article, pageUrl, fullText }), fileName: `${article.slug}.xml` };
}
