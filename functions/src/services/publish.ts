/**
 * Publishing an approved submission as an article in one step (docs/decisions.md "Publishing a
 * submission"): the article takes the submission's title, authors (the corresponding author,
 * then the co-authors in order, with their affiliations, countries and ORCID iDs), abstract and
 * keywords, so the editor types none of them again.
 * Its PDF is the final PDF the editor uploads, or the manuscript itself when that is a PDF; a Word
 * manuscript may also become its HTML full text (services/full-texts.ts), converted before
 * anything is stored, so that a manuscript that cannot be converted publishes nothing.
 *
 * The article, its slug claim, the submission's record of where it was published and the
 * author's message are written in one transaction, which first reads the submission again: of
 * two publications at once only one commits, and a refused one leaves nothing behind.
 */
import { parseName } from '@journal/common/citation/article-facts';
import { BLANK_SCHOLARLY_FIELDS, type ArticleFields } from '@journal/common/contracts/articles';
import { articlePath } from '@journal/common/contracts/articles-routes';
import type { Contributor } from '@journal/common/contracts/scholarly';
import { issueErrors } from '@journal/common/contracts/issues';
import {
  submissionErrors,
  type PublishedPlace,
  type PublishRequest,
} from '@journal/common/contracts/submissions';
import { fileErrors, isPdf, MANUSCRIPT_CONTENT_TYPES } from '@journal/common/contracts/files';
import { fullTextErrors } from '@journal/common/contracts/full-text';
import { requestErrors } from '@journal/common/contracts/requests';
import { apiMessages } from '@journal/common/messages';
import { isSlug, slugify } from '@journal/common/slug';
import { config } from '../config';
import type { ImageUpload, PdfUpload } from './article-files';
import type { ArticleRecord } from './article-shape';
import { createArticle } from './articles';
import { refuse } from './errors';
import { readFile } from './files';
import { prepareFullText, storeFullText, type PreparedFullText } from './full-texts';
import { db } from './firebase';
import { isDocId } from './input';
import { queueMail } from './mail';
import { publicationNotice } from './mail-templates';
import { collections, type IssueDoc, type SubmissionDoc } from './model';
import { factsOf, findSubmissionDoc } from './submissions';

export interface FinalFiles {
  pdf?: PdfUpload;
  image?: ImageUpload;
}

/** Refuses what can be refused before any file is stored: the state, the PDF, the issue. */
function checkPublishable(doc: SubmissionDoc, files: FinalFiles) {
  if (doc.published) throw refuse(submissionErrors.alreadyPublished);
  if (doc.status !== 'Approved') throw refuse(submissionErrors.notApproved);
  if (!files.pdf && doc.manuscriptContentType !== 'application/pdf')
    throw refuse(submissionErrors.needsFinalPdf);
}

async function findIssue(id: string): Promise<IssueDoc> {
  if (!isDocId(id)) throw refuse(issueErrors.unknown);
  const snap = await db.collection(collections.issues).doc(id).get();
  if (!snap.exists) throw refuse(issueErrors.unknown);
  return snap.data() as IssueDoc;
}

/**
 * The manuscript as the article's PDF: only a file that really is one, and still stored (a
 * manuscript gone from Storage is the download's 404, not a server error).
 */
async function manuscriptPdf(doc: SubmissionDoc): Promise<PdfUpload> {
  let data: Buffer;
  try {
    data = await readFile(doc.manuscriptPath);
  } catch (err) {
    if ((err as { code?: unknown }).code === 404) throw refuse(fileErrors.storedFileMissing);
    throw err;
  }
  if (!isPdf(data)) throw refuse(submissionErrors.needsFinalPdf);
  return { data };
}

/** The Word manuscript converted for the article `slug`: refused unless it is a .docx still stored. */
async function manuscriptFullText(doc: SubmissionDoc, slug: string): Promise<PreparedFullText> {
  if (doc.manuscriptContentType !== MANUSCRIPT_CONTENT_TYPES.docx)
    throw refuse(fullTextErrors.manuscriptNotWord);
  let data: Buffer;
  try {
    data = await readFile(doc.manuscriptPath);
  } catch (err) {
    if ((err as { code?: unknown }).code === 404) throw refuse(fileErrors.storedFileMissing);
    throw err;
  }
  return prepareFullText(slug, { data, name: doc.manuscriptFileName });
}

/**
 * The corresponding author, then the co-authors in the order the author listed them, each with
 * the affiliation, country, e-mail and ORCID iD given on the form (submissions stored before
 * ORCID iDs were asked for have none).
 */
function contributorsOf(s: SubmissionDoc): Contributor[] {
  const person = (name: string, affiliation: string, country: string) => {
    const { given, family } = parseName(name);
    return {
      givenNames: given,
      familyName: family,
      affiliations: [{ name: affiliation, ror: null, country }],
    };
  };
  return [
    {
      ...person(s.correspondingAuthor, s.authorAffiliation, s.authorCountry),
      email: s.authorEmail,
      orcid: s.authorOrcid ?? null,
      corresponding: true,
    },
    ...s.coAuthors.map((c) => ({
      ...person(c.name, c.affiliation, c.country),
      email: c.email,
      orcid: c.orcid ?? null,
      corresponding: false,
    })),
  ];
}

export async function publishSubmission(
  id: string,
  request: PublishRequest,
  files: FinalFiles = {},
): Promise<ArticleRecord> {
  const snap = await findSubmissionDoc(id);
  const submission = snap.data() as SubmissionDoc;
  checkPublishable(submission, files);
  const issue = await findIssue(request.issue);
  // A title of no Latin letters or digits gives no slug: the editor then chooses one.
  const slug = request.slug ?? slugify(submission.paperTitle);
  if (!isSlug(slug)) throw refuse(requestErrors.invalid(apiMessages.invalidSlug));

  const pdf = files.pdf ?? (await manuscriptPdf(submission));
  const fullText = request.fullText ? await manuscriptFullText(submission, slug) : null;
  const fields: ArticleFields = {
    // What the submission does not say (references, pages, licence…) the journal's settings fill.
    ...BLANK_SCHOLARLY_FIELDS,
    title: submission.paperTitle,
    author: '',
    contributors: contributorsOf(submission),
    abstract: submission.paperAbstract,
    keywords: submission.keywords,
    issn: '',
    doi: '',
    slug,
    volume: issue.volumeId,
    issue: request.issue,
  };
  const record = await createArticle(
    fields,
    { pdf, image: files.image },
    {
      submissionId: id,
      alongside: async (tx, created) => {
        const current = await tx.get(snap.ref);
        if (!current.exists) throw refuse(submissionErrors.notFound);
        const now = current.data() as SubmissionDoc;
        checkPublishable(now, files);
        const place: PublishedPlace = {
          articleSlug: created.doc.slug,
          volumeSlug: created.doc.volume.slug,
          issueSlug: created.doc.issue.slug,
        };
        tx.update(snap.ref, { published: place });
        queueMail(
          tx,
          publicationNotice(factsOf(id, now), {
            placeName: `${created.doc.volume.name} (${created.doc.volume.year}), ${created.doc.issue.name}`,
            articleUrl: `${config.siteUrl}${articlePath(created.doc)}`,
          }),
        );
      },
    },
  );
  if (!fullText) return record;
  // The article is published; its full text follows in a transaction of its own.
  await storeFullText(record.id, fullText);
  const stored = await db.collection(collections.articles).doc(record.id).get();
  return { id: record.id, doc: stored.data() as ArticleRecord['doc'] };
}
