/**
 * Submissions: an author's manuscript with its metadata, and the editor's decision on it. The
 * form sends them as multipart (the manuscript beside text fields); the encoding and decoding of
 * those fields live here so the browser and the API agree on them.
 */
import { z } from 'zod';
import {
  MAX_CO_AUTHORS,
  MAX_PENDING_SUBMISSIONS,
  PAPER_TYPES,
  SUBJECT_AREAS,
  SUBMISSION_STATUSES,
} from '../constants';
import { submissionMessages } from '../messages';
import { multipartText, requiredEmail, requiredText } from './fields';
import { orcidField } from './scholarly';
import { refusal } from './refusal';
import { slugSchema } from './volumes';

/** Co-author fields and the labels the form gives them. */
export const CO_AUTHOR_LABELS = {
  name: 'Name',
  affiliation: 'Affiliation',
  email: 'E-mail',
  country: 'Country',
  orcid: 'ORCID iD',
} as const;

export const coAuthorSchema = z.object(
  {
    name: requiredText(CO_AUTHOR_LABELS.name, 200),
    affiliation: requiredText(CO_AUTHOR_LABELS.affiliation, 300),
    email: requiredEmail(CO_AUTHOR_LABELS.email),
    country: requiredText(CO_AUTHOR_LABELS.country, 100),
    /** Optional; stored as https://orcid.org/… with a checked check digit. */
    orcid: orcidField,
  },
  { error: submissionMessages.invalidCoAuthors },
);
export type CoAuthor = z.infer<typeof coAuthorSchema>;

export const coAuthorsSchema = z
  .array(coAuthorSchema, { error: submissionMessages.invalidCoAuthors })
  .max(MAX_CO_AUTHORS, submissionMessages.tooManyCoAuthors(MAX_CO_AUTHORS));

const choice = <T extends Record<string, string>>(labels: T, message: string) =>
  z.enum(Object.keys(labels) as [keyof T & string], { error: message });

/** The text fields of a submission, as the form holds them and the API stores them. */
const submissionFieldsShape = {
  correspondingAuthor: requiredText('Corresponding author', 200),
  authorEmail: requiredEmail('E-mail'),
  authorAffiliation: requiredText('Affiliation', 300),
  authorCountry: requiredText('Country', 100),
  /** The corresponding author's ORCID iD: optional, stored as https://orcid.org/…. */
  authorOrcid: orcidField,
  paperTitle: requiredText('Paper title', 500),
  paperAbstract: requiredText('Abstract', 5000),
  keywords: requiredText('Keywords', 500),
  paperType: choice(PAPER_TYPES, submissionMessages.invalidPaperType),
  subjectArea: choice(SUBJECT_AREAS, submissionMessages.invalidSubjectArea),
  coAuthors: coAuthorsSchema,
  copyrightAgreement: z.boolean(),
  ethicsAgreement: z.boolean(),
};

export const submissionFieldsSchema = z
  .object(submissionFieldsShape)
  .refine((s) => s.copyrightAgreement && s.ethicsAgreement, {
    message: submissionMessages.agreements,
    path: ['copyrightAgreement'],
  });
export type SubmissionFields = z.infer<typeof submissionFieldsSchema>;

/** The multipart field that carries the manuscript. */
export const MANUSCRIPT_FIELD = 'manuscriptFile';

/**
 * The request header that names one filled-in form (docs/decisions.md "Submissions"): sent
 * again with the same value, the submission is not stored twice and the answer is the first
 * one's. The web form makes one per form fill; other clients may send none.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 8 to 128 letters, digits, '-' or '_' (a UUID, say), bare or as the draft standard's quoted string. */
const IDEMPOTENCY_KEY = /^(?:"([A-Za-z0-9_-]{8,128})"|([A-Za-z0-9_-]{8,128}))$/;

/** The key of an Idempotency-Key header's value; null when the value is not a key. */
export function parseIdempotencyKey(value: string): string | null {
  const match = IDEMPOTENCY_KEY.exec(value);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The fields as multipart text (multipartText): an ORCID iD not given as blank, the co-authors and agreements as JSON. */
export const encodeSubmissionFields = (fields: SubmissionFields): Record<string, string> =>
  multipartText(fields);

/** Co-authors arrive as JSON text; absent or blank means none, and text that is not JSON is refused. */
function coAuthorsFromText(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return [];
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The multipart text fields back as a submission, or the first problem in the words the form
 * uses (a co-author's missing field names the co-author: 'Co-author 2: Name is required').
 */
export function decodeSubmissionFields(
  raw: Record<string, string>,
): { success: true; data: SubmissionFields } | { success: false; message: string } {
  const parsed = submissionFieldsSchema.safeParse({
    ...raw,
    coAuthors: coAuthorsFromText(raw.coAuthors),
    copyrightAgreement: raw.copyrightAgreement === 'true',
    ethicsAgreement: raw.ethicsAgreement === 'true',
  });
  if (parsed.success) return parsed;
  const first = parsed.error.issues[0];
  return { success: false, message: first ? submissionIssueMessage(first) : submissionMessages.failed };
}

export function submissionIssueMessage(issue: { path: PropertyKey[]; message: string }): string {
  const [root, index, field] = issue.path;
  if (root === 'coAuthors' && typeof index === 'number' && typeof field === 'string') {
    const label = CO_AUTHOR_LABELS[field as keyof typeof CO_AUTHOR_LABELS];
    if (label && issue.message === submissionMessages.required(label)) {
      return submissionMessages.coAuthorRequired(index + 1, label);
    }
    if (field === 'orcid') return submissionMessages.coAuthorProblem(index + 1, issue.message);
  }
  return issue.message;
}

/** A stored submission as the API answers it: the form's fields and what the journal adds. */
export const submissionSchema = z.object({
  ...submissionFieldsShape,
  _id: z.string(),
  createdAt: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  manuscriptFileName: z.string(),
  manuscriptSize: z.number().int(),
  authorUid: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Where the submission was published, once it is (POST …/publish). */
  published: z.object({ articleSlug: z.string(), volumeSlug: z.string(), issueSlug: z.string() }).nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;
export type PublishedPlace = NonNullable<Submission['published']>;

/**
 * POST /api/admin/submissions/{id}/publish: the issue (its volume comes with it) and, if the
 * title's own slug will not do, another. The final PDF and a cover image may travel beside
 * them as multipart parts `pdf` and `image`.
 */
export const PUBLISH_FULL_TEXT_FROM_MANUSCRIPT = 'manuscript';

export const publishRequestSchema = z.object({
  issue: requiredText('Issue', 128),
  slug: slugSchema.optional(),
  /** `manuscript`: the submission's Word manuscript becomes the article's HTML full text. */
  fullText: z.literal(PUBLISH_FULL_TEXT_FROM_MANUSCRIPT).optional(),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const createdSubmissionSchema = z.object({
  status: z.literal(201),
  submissionId: z.string(),
  message: z.string(),
});
export type CreatedSubmission = z.infer<typeof createdSubmissionSchema>;

export const DECISIONS = { approve: 'Approved', reject: 'Rejected' } as const;
export type Decision = keyof typeof DECISIONS;

export const submissionErrors = {
  notFound: refusal('not-found', 'submission-not-found', submissionMessages.notFound),
  emailUnverified: refusal('forbidden', 'email-unverified', submissionMessages.emailUnverified),
  /** An Auth account that never signed up through the journal has no author profile. */
  authorAccountRequired: refusal(
    'forbidden',
    'author-account-required',
    submissionMessages.authorAccountRequired,
  ),
  idempotencyKeyInvalid: refusal(
    'invalid',
    'idempotency-key-invalid',
    submissionMessages.idempotencyKeyInvalid,
  ),
  tooManyPending: refusal(
    'too-many',
    'too-many-pending',
    submissionMessages.tooManyPending(MAX_PENDING_SUBMISSIONS),
  ),
  /** Submissions from one account or one client address, over their rate limit. */
  tooManySubmissions: refusal('too-many', 'submission-rate-limited', submissionMessages.tooManySubmissions),
  notApproved: refusal('conflict', 'submission-not-approved', submissionMessages.publishNotApproved),
  alreadyPublished: refusal('conflict', 'submission-already-published', submissionMessages.alreadyPublished),
  needsFinalPdf: refusal('invalid', 'final-pdf-required', submissionMessages.publishNeedsPdf),
  decidedAfterPublishing: refusal(
    'conflict',
    'submission-published',
    submissionMessages.decidedAfterPublishing,
  ),
} as const;
