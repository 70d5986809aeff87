/**
 * Each article's PDF under its folder (Google Scholar wants the full text beside the article's
 * page), and the public pages' addresses, which take GET only. The pages themselves are
 * rendered by render-page.ts.
 */
import { Router, type RequestHandler } from 'express';
import { articlePages } from '@journal/common/contracts/articles-routes';
import { issuePages } from '@journal/common/contracts/issues-routes';
import { CONTENT_PAGE_PATHS } from '@journal/common/contracts/pages';
import { searchPages } from '@journal/common/contracts/search-routes';
import { volumePages } from '@journal/common/contracts/volumes-routes';
import { pdfFileName } from '@journal/common/slug';
import { methodNotAllowed } from '../http/errors';
import { findArticleBySlug } from '../services/articles';
import { sendArticlePdf } from '../http/stored-file';

type ArticleParams = { volumeSlug: string; issueSlug: string; articleSlug: string };

/** The article at exactly this address: its slug, in its own volume and issue. */
async function articleAt(params: ArticleParams) {
  const record = await findArticleBySlug(params.articleSlug);
  if (!record || record.doc.volume.slug !== params.volumeSlug || record.doc.issue.slug !== params.issueSlug)
    return null;
  return record;
}

/**
 * The article's PDF under the one name its title gives it (articlePdfPath of the contracts).
 * Any other name is no page either: the renderer answers it with the 404 page.
 */
const articlePdf: RequestHandler<ArticleParams & { file: string }> = async (req, res, next) => {
  const record = await articleAt(req.params);
  // 'route': past this route's 405 for other methods, on to the pages.
  if (!record || `${req.params.file}.pdf` !== pdfFileName(record.doc.title)) return next('route');
  if (!(await sendArticlePdf(req, res, record))) next('route');
};

export const articlePdfRouter = Router();
articlePdfRouter.route(`${articlePages.article.pattern}/:file.pdf`).get(articlePdf).all(methodNotAllowed);

/** The public pages' patterns: anything but GET (and HEAD) is refused there with 405. */
export const PAGE_PATTERNS = [
  ...CONTENT_PAGE_PATHS,
  volumePages.archives.pattern,
  volumePages.volume.pattern,
  issuePages.issue.pattern,
  issuePages.current.pattern,
  articlePages.article.pattern,
  searchPages.results.pattern,
  searchPages.form.pattern,
];
