/**
 * GET /api/articles/{slug}/cite: the article's citation (docs/decisions.md "Citations").
 * `?format=bibtex|ris|csl-json` is a file for reference managers; `?style=<CSL style id>` is the
 * reference formatted by citeproc-js from the same CSL-JSON record, as plain text or, with
 * `&as=html`, as an HTML fragment.
 */
import { Router, type RequestHandler } from 'express';
import type { CitableArticle, CitationJournal, CitationLinks } from '@journal/common/citation/article-facts';
import { CSL_JSON_TYPE, toCslJson } from '@journal/common/citation/csl-json';
import { toBibtex, toRis } from '@journal/common/citation/exchange';
import { articleErrors, citeQueryRefusal, citeQuerySchema } from '@journal/common/contracts/articles';
import {
  articleApi,
  type CitationFormat,
  type ReferenceOutput,
} from '@journal/common/contracts/articles-routes';
import { HttpError, methodNotAllowed } from '../http/errors';
import { cachePublic } from '../http/cache';
import { config } from '../config';
import { formatReference } from '../citation/references';
import { toArticle } from '../services/article-shape';
import { findArticleBySlug } from '../services/articles';
import { readJournalSettings } from '../services/journal-settings';
import { contentDisposition } from '../http/stored-file';
import { articleLinks } from '../services/article-links';

interface CitationFile {
  contentType: string;
  extension: string;
  render(article: CitableArticle, journal: CitationJournal, links: CitationLinks): string;
}

const FILES: Record<CitationFormat, CitationFile> = {
  bibtex: { contentType: 'application/x-bibtex; charset=utf-8', extension: 'bib', render: toBibtex },
  ris: { contentType: 'application/x-research-info-systems; charset=utf-8', extension: 'ris', render: toRis },
  // A CSL-JSON document is a list of items.
  'csl-json': {
    contentType: `${CSL_JSON_TYPE}; charset=utf-8`,
    extension: 'json',
    render: (article, journal, links) =>
      `${JSON.stringify([toCslJson(article, journal, links.url)], null, 2)}\n`,
  },
};

const REFERENCE_TYPES: Record<ReferenceOutput, string> = {
  text: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

const cite: RequestHandler<{ slug: string }> = async (req, res) => {
  const parsed = citeQuerySchema.safeParse(req.query ?? {});
  if (!parsed.success) throw new HttpError(citeQueryRefusal(parsed.error));
  const query = parsed.data;
  const [record, journal] = await Promise.all([findArticleBySlug(req.params.slug), readJournalSettings()]);
  if (!record) throw new HttpError(articleErrors.notFound);
  const origin = config.siteUrl;
  const article = toArticle(record, origin);
  const links = articleLinks(article, origin);
  cachePublic(res, 300, 600);
  if ('style' in query) {
    const reference = formatReference(toCslJson(article, journal, links.page), query.style, query.as);
    res.status(200).set('Content-Type', REFERENCE_TYPES[query.as]).send(reference);
    return;
  }
  const { contentType, extension, render } = FILES[query.format];
  res
    .status(200)
    .set({
      'Content-Type': contentType,
      'Content-Disposition': contentDisposition('attachment', `${article.slug}.${extension}`),
    })
    .send(render(article, journal, { url: links.page, pdfUrl: links.pdf ?? undefined }));
};

export const citationsRouter = Router();
citationsRouter.route(articleApi.cite.pattern).get(cite).all(methodNotAllowed);
