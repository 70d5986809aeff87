/**
 * An author's submissions: create one (multipart, with the manuscript), list their own, and read
 * or download one of their own. Every check of the submission form is repeated here with the
 * same messages, from the same contract (common/src/contracts/submissions.ts and files.ts), and
 * all of them run before anything is stored (docs/decisions.md "Submissions"). Only an author
 * who signed up through the journal may submit, and a submission that passes every check counts
 * against the account's and the client address's rate limits (services/rate-limits.ts) before
 * it is stored.
 */
import { Router, type Request } from 'express';
import {
  fileErrors,
  MANUSCRIPT_CONTENT_TYPES,
  manuscriptExtension,
  MAX_MANUSCRIPT_BYTES,
} from '@journal/common/contracts/files';
import { requestErrors } from '@journal/common/contracts/requests';
import {
  decodeSubmissionFields,
  IDEMPOTENCY_KEY_HEADER,
  MANUSCRIPT_FIELD,
  parseIdempotencyKey,
  submissionErrors,
  type SubmissionFields,
} from '@journal/common/contracts/submissions';
import { DOWNLOAD_QUERY, submissionApi } from '@journal/common/contracts/submissions-routes';
import { submissionMessages } from '@journal/common/messages';
import { currentUser, requireUser } from '../http/auth';
import { privateNoStore } from '../http/cache';
import { HttpError, methodNotAllowed } from '../http/errors';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { sendManuscript } from '../http/stored-file';
import { visitorOf } from '../http/visitor';
import { contentMatchesExtension } from '../services/file-signatures';
import { enforce, RATE_LIMITS } from '../services/rate-limits';
import {
  createSubmission,
  getSubmission,
  listSubmissionsOf,
  findManuscript,
  type Manuscript,
} from '../services/submissions';
import { findUser } from '../services/users';

/**
 * The corresponding author's e-mail is the signed-in account's (the form shows it read-only):
 * whatever the client sends in authorEmail is ignored, so no one submits in another's name.
 */
function validateFields(fields: Record<string, string>, accountEmail: string): SubmissionFields {
  const decoded = decodeSubmissionFields({ ...fields, authorEmail: accountEmail });
  if (!decoded.success) throw new HttpError(requestErrors.invalid(decoded.message));
  return decoded.data;
}

/** Type by extension AND by content: the stored content type is ours, never the client's. */
async function validateManuscript(file: UploadedFile | undefined): Promise<Manuscript> {
  if (!file) throw new HttpError(fileErrors.manuscriptMissing);
  const extension = manuscriptExtension(file.fileName);
  if (!extension || !(await contentMatchesExtension(extension, file.data))) {
    throw new HttpError(fileErrors.manuscriptType);
  }
  return { fileName: file.fileName, contentType: MANUSCRIPT_CONTENT_TYPES[extension], data: file.data };
}

/** The form fill's key, when the client names one (docs/decisions.md "Submissions"); a malformed one is a 400. */
function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.get(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return undefined;
  const key = parseIdempotencyKey(value);
  if (key === null) throw new HttpError(submissionErrors.idempotencyKeyInvalid);
  return key;
}

const wantsDownload = (req: Request) => req.query.download === DOWNLOAD_QUERY.download;

export const submissionsRouter = Router();

submissionsRouter
  .route(submissionApi.list.pattern)
  .all(privateNoStore)
  .get(requireUser, async (req, res) => {
    const data = await listSubmissionsOf(currentUser(req).uid);
    res.json({ status: 200, data });
  })
  .post(requireUser, async (req, res) => {
    const user = currentUser(req);
    // Only an address its owner has proved may submit (docs/decisions.md "Verified authors").
    if (user.email_verified !== true) throw new HttpError(submissionErrors.emailUnverified);
    // An Auth account made without the journal's sign-up has no username and skipped its rules.
    if (!(await findUser(user.uid))) throw new HttpError(submissionErrors.authorAccountRequired);
    const body = await readMultipart(req, {
      files: {
        [MANUSCRIPT_FIELD]: { maxBytes: MAX_MANUSCRIPT_BYTES, tooLarge: fileErrors.manuscriptTooLarge },
      },
    });
    const fields = validateFields(body.fields, user.email?.toLowerCase() ?? '');
    const manuscript = await validateManuscript(body.files[MANUSCRIPT_FIELD]);
    const submissionId = await createSubmission(user.uid, fields, manuscript, {
      idempotencyKey: idempotencyKeyOf(req),
      // Only a submission about to be stored counts: the same form sent again is answered, not counted.
      admit: () =>
        enforce(submissionErrors.tooManySubmissions, [
          { limit: RATE_LIMITS.submissionsPerAccount, subject: user.uid },
          { limit: RATE_LIMITS.submissionsPerAddress, subject: visitorOf(req).address },
        ]),
    });
    res.status(201).json({ status: 201, submissionId, message: submissionMessages.received });
  })
  .all(methodNotAllowed);

submissionsRouter
  .route(submissionApi.detail.pattern)
  .all(privateNoStore)
  .get(requireUser, async (req, res) => {
    const { uid } = currentUser(req);
    const id = req.params.id;
    if (wantsDownload(req)) {
      await sendManuscript(res, await findManuscript(id, uid));
      return;
    }
    res.json({ status: 200, data: await getSubmission(id, uid) });
  })
  .all(methodNotAllowed);
