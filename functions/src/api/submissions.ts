/**
 * An author's submissions: create one (multipart, with the manuscript), list their own, and read
 * or download one of their own. Every check of the submission form is repeated here with the
 * same messages, and all of them run before anything is stored.
 */
import { Router, type Request } from 'express';
import {
  MANUSCRIPT_CONTENT_TYPES,
  MANUSCRIPT_EXTENSIONS,
  type ManuscriptExtension,
  MAX_MANUSCRIPT_BYTES,
} from '@journal/common/contracts/files';
import { type SubmissionFields, submissionFieldsSchema } from '@journal/common/contracts/submissions';
import { MAX_CO_AUTHORS } from '@journal/common/constants';
import { submissionMessages } from '@journal/common/messages';
import { currentUser, requireUser } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { badRequest, methodNotAllowed } from '../http/errors';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { sendManuscript } from '../http/stored-file';
import { contentMatchesExtension } from '../services/file-signatures';
import {
  createSubmission,
  getSubmission,
  listSubmissionsOf,
  findManuscript,
  type Manuscript,
} from '../services/submissions';

const CO_AUTHOR_LABELS: Record<string, string> = {
  name: 'Name',
  affiliation: 'Affiliation',
  email: 'E-mail',
  country: 'Country',
};

/** The form sends co-authors as JSON text; absent or empty means none. */
function parseCoAuthors(text: string | undefined): unknown[] {
  if (text === undefined || text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(submissionMessages.invalidCoAuthors);
  }
  if (!Array.isArray(value)) throw badRequest(submissionMessages.invalidCoAuthors);
  const list: unknown[] = value;
  if (list.length > MAX_CO_AUTHORS) throw badRequest(submissionMessages.tooManyCoAuthors(MAX_CO_AUTHORS));
  if (!list.every((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry))) {
    throw badRequest(submissionMessages.invalidCoAuthors);
  }
  return list;
}

/** A co-author's missing field names the co-author, as the form does. */
function issueMessage(issue: { path: PropertyKey[]; message: string }): string {
  const [root, index, field] = issue.path;
  if (root === 'coAuthors' && typeof index === 'number' && typeof field === 'string') {
    const label = CO_AUTHOR_LABELS[field];
    if (label && issue.message === submissionMessages.required(label)) {
      return submissionMessages.coAuthorRequired(index + 1, label);
    }
  }
  return issue.message;
}

/**
 * The corresponding author's e-mail is the signed-in account's (the form shows it read-only):
 * whatever the client sends in authorEmail is ignored, so no one submits in another's name.
 */
function validateFields(fields: Record<string, string>, accountEmail: string): SubmissionFields {
  const parsed = submissionFieldsSchema.safeParse({
    ...fields,
    authorEmail: accountEmail,
    coAuthors: parseCoAuthors(fields.coAuthors),
    copyrightAgreement: fields.copyrightAgreement === 'true',
    ethicsAgreement: fields.ethicsAgreement === 'true',
  });
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw badRequest(first ? issueMessage(first) : submissionMessages.failed);
  }
  return parsed.data;
}

function manuscriptExtension(fileName: string): ManuscriptExtension | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return (MANUSCRIPT_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as ManuscriptExtension)
    : null;
}

/** Type by extension AND by content: the stored content type is ours, never the client's. */
function validateManuscript(file: UploadedFile | undefined): Manuscript {
  if (!file) throw badRequest(submissionMessages.fileMissing);
  const extension = manuscriptExtension(file.fileName);
  if (!extension || !contentMatchesExtension(extension, file.data)) {
    throw badRequest(submissionMessages.invalidFileType);
  }
  return { fileName: file.fileName, contentType: MANUSCRIPT_CONTENT_TYPES[extension], data: file.data };
}

const wantsDownload = (req: Request) => req.query.download === 'true';

export const submissionsRouter = Router();

submissionsRouter
  .route('/submissions')
  .all(privateNoStore)
  .get(requireUser, async (req, res) => {
    const data = await listSubmissionsOf(currentUser(req).uid);
    res.json({ status: 200, data });
  })
  .post(requireUser, async (req, res) => {
    const user = currentUser(req);
    const body = await readMultipart(req, {
      files: {
        manuscriptFile: { maxBytes: MAX_MANUSCRIPT_BYTES, tooLarge: submissionMessages.fileTooLarge },
      },
    });
    const fields = validateFields(body.fields, user.email?.toLowerCase() ?? '');
    const manuscript = validateManuscript(body.files.manuscriptFile);
    const submissionId = await createSubmission(user.uid, fields, manuscript);
    res.status(201).json({ status: 201, submissionId, message: submissionMessages.received });
  })
  .all(methodNotAllowed);

submissionsRouter
  .route('/submissions/:id')
  .all(privateNoStore)
  .get(requireUser, async (req, res) => {
    const { uid } = currentUser(req);
    const id = String(req.params.id);
    if (wantsDownload(req)) {
      await sendManuscript(res, await findManuscript(id, uid));
      return;
    }
    res.json({ status: 200, data: await getSubmission(id, uid) });
  })
  .all(methodNotAllowed);
