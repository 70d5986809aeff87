/**
 * Archive addresses answered with the SPA's page and that page's own head, so that crawlers
 * reading the raw HTML see each article's metadata; and each article's PDF under its folder.
 */
import { Router, type RequestHandler, type Response } from 'express';
import { articlePages } from '@journal/common/contracts/articles-routes';
import { issuePages, issuePath } from '@journal/common/contracts/issues-routes';
import { volumePages, volumePath } from '@journal/common/contracts/volumes-routes';
import { JOURNAL } from '@journal/common/constants';
import { pdfFileName } from '@journal/common/slug';
import { methodNotAllowed } from '../http/errors';
import { config } from '../config';
import { toArticle } from '../services/article-shape';
import { findArticleBySlug, listArticles } from '../services/articles';
import { sendArticlePdf } from '../http/stored-file';
import { findIssueBySlug, listIssues } from '../services/issues';
import { findVolumeBySlug } from '../services/volumes';
import { articleHead } from './article-head';
import { renderHead, summary, type PageHead } from './head';
import { sendNotFoundPage } from './not-found';
import { renderPage } from './page-template';

const PAGE_CACHE = 'public, max-age=300, s-maxage=600';

function sendPage(res: Response, head: PageHead): void {
  res
    .status(200)
    .set('Cache-Control', PAGE_CACHE)
    .type('html')
    .send(renderPage(renderHead(head)));
}

function listingHead(title: string, description: string, canonical: string): PageHead {
  return {
    title,
    description,
    canonical,
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: JOURNAL.title },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
    ],
  };
}

const archivesPage: RequestHandler = (req, res) => {
  const description = `All volumes and issues of ${JOURNAL.title}, with every article free to read and download under ${JOURNAL.licence}.`;
  sendPage(res, listingHead('Archives', description, `${config.siteUrl}${volumePages.archives.path({})}`));
};

const volumePage: RequestHandler<{ volumeSlug: string }> = async (req, res) => {
  const volume = await findVolumeBySlug(req.params.volumeSlug);
  if (!volume) return sendNotFoundPage(res);
  const issues = await listIssues({ volumeSlug: volume.doc.slug });
  const title = `${volume.doc.name} (${volume.doc.year})`;
  const contents = issues.length ? `: ${issues.map(({ doc }) => doc.name).join(', ')}` : '';
  const description = summary(`${title} of ${JOURNAL.title}${contents}.`);
  sendPage(res, listingHead(title, description, `${config.siteUrl}${volumePath(volume.doc.slug)}`));
};

const issuePage: RequestHandler<{ volumeSlug: string; issueSlug: string }> = async (req, res) => {
  const issue = await findIssueBySlug(req.params.issueSlug, req.params.volumeSlug);
  if (!issue) return sendNotFoundPage(res);
  const articles = await listArticles({ volume: issue.doc.volume.slug, issue: issue.doc.slug });
  // The same title as the SPA's issue page.
  const title = `${issue.doc.volume.name} (${issue.doc.volume.year}), ${issue.doc.name}`;
  const count = `${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`;
  const titles = articles.map(({ doc }) => doc.title).join('; ');
  const description = summary(`${title} of ${JOURNAL.title}: ${count}${titles ? `. ${titles}` : ''}.`);
  sendPage(
    res,
    listingHead(title, description, `${config.siteUrl}${issuePath(issue.doc.volume.slug, issue.doc.slug)}`),
  );
};

type ArticleParams = { volumeSlug: string; issueSlug: string; articleSlug: string };

/** The article at exactly this address: its slug, in its own volume and issue. */
async function articleAt(params: ArticleParams) {
  const record = await findArticleBySlug(params.articleSlug);
  if (!record || record.doc.volume.slug !== params.volumeSlug || record.doc.issue.slug !== params.issueSlug)
    return null;
  return record;
}

const articlePage: RequestHandler<ArticleParams> = async (req, res) => {
  const record = await articleAt(req.params);
  if (!record) return sendNotFoundPage(res);
  const origin = config.siteUrl;
  sendPage(res, articleHead(toArticle(record, origin), origin));
};

/** The article's PDF under the one name its title gives it (articlePdfPath of the contracts). */
const articlePdf: RequestHandler<ArticleParams & { file: string }> = async (req, res) => {
  const record = await articleAt(req.params);
  if (!record || `${req.params.file}.pdf` !== pdfFileName(record.doc.title)) return sendNotFoundPage(res);
  if (!(await sendArticlePdf(req, res, record))) sendNotFoundPage(res);
};

export const archivePagesRouter = Router();
archivePagesRouter.route(volumePages.archives.pattern).get(archivesPage).all(methodNotAllowed);
archivePagesRouter.route(volumePages.volume.pattern).get(volumePage).all(methodNotAllowed);
archivePagesRouter.route(issuePages.issue.pattern).get(issuePage).all(methodNotAllowed);
archivePagesRouter.route(articlePages.article.pattern).get(articlePage).all(methodNotAllowed);
archivePagesRouter.route(`${articlePages.article.pattern}/:file.pdf`).get(articlePdf).all(methodNotAllowed);
