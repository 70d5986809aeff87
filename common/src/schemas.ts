/**
 * One zod schema per payload. The browser's forms and the API's handlers both validate with
 * these, so a rule and its message are written once.
 */
import { z } from 'zod';
import { MAX_CO_AUTHORS, PAPER_TYPES, SUBJECT_AREAS } from './constants';
import { adminMessages, apiMessages, authMessages, submissionMessages } from './messages';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './slug';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required text field, trimmed, with a length cap and SPEC-style messages. */
function requiredText(label: string, max: number) {
  return z
    .string({ error: submissionMessages.required(label) })
    .trim()
    .min(1, submissionMessages.required(label))
    .max(max, submissionMessages.tooLong(label, max));
}

function requiredEmail(label: string) {
  return requiredText(label, 254).regex(EMAIL, submissionMessages.invalidEmail(label));
}

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_SLUG_LENGTH)
  .regex(SLUG_PATTERN, apiMessages.invalidSlug);

export const coAuthorSchema = z.object({
  name: requiredText('Name', 200),
  affiliation: requiredText('Affiliation', 300),
  email: requiredEmail('E-mail'),
  country: requiredText('Country', 100),
});

export const coAuthorsSchema = z
  .array(coAuthorSchema, { error: submissionMessages.invalidCoAuthors })
  .max(MAX_CO_AUTHORS, submissionMessages.tooManyCoAuthors(MAX_CO_AUTHORS));

/** The text fields of a submission (the file and its checks are handled by the multipart reader). */
export const submissionFieldsSchema = z
  .object({
    correspondingAuthor: requiredText('Corresponding author', 200),
    authorEmail: requiredEmail('E-mail'),
    authorAffiliation: requiredText('Affiliation', 300),
    authorCountry: requiredText('Country', 100),
    paperTitle: requiredText('Paper title', 500),
    paperAbstract: requiredText('Abstract', 5000),
    keywords: requiredText('Keywords', 500),
    paperType: z.enum(Object.keys(PAPER_TYPES) as [keyof typeof PAPER_TYPES], {
      error: submissionMessages.invalidPaperType,
    }),
    subjectArea: z.enum(Object.keys(SUBJECT_AREAS) as [keyof typeof SUBJECT_AREAS], {
      error: submissionMessages.invalidSubjectArea,
    }),
    coAuthors: coAuthorsSchema,
    copyrightAgreement: z.boolean(),
    ethicsAgreement: z.boolean(),
  })
  .refine((s) => s.copyrightAgreement && s.ethicsAgreement, {
    message: submissionMessages.agreements,
    path: ['copyrightAgreement'],
  });
export type SubmissionFields = z.infer<typeof submissionFieldsSchema>;

export const signupSchema = z.object({
  idToken: z.string().min(1, authMessages.missingToken),
  username: z
    .string({ error: authMessages.allFieldsRequired })
    .trim()
    .min(1, authMessages.allFieldsRequired)
    .max(50, 'Username must be at most 50 characters')
    .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may contain letters, digits, dots, hyphens and underscores'),
});

export const loginSchema = z.object({
  idToken: z.string().min(1, authMessages.missingToken),
});

/** The sign-up modal's own fields (the browser side of sign-up). */
export const signupFormSchema = z
  .object({
    username: z.string().trim().min(1, authMessages.allFieldsRequired),
    email: z.string().trim().min(1, authMessages.allFieldsRequired),
    password: z.string().min(1, authMessages.allFieldsRequired),
    confirmPassword: z.string().min(1, authMessages.allFieldsRequired),
  })
  .refine((f) => f.password === f.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const volumeInputSchema = z.object({
  year: z.coerce
    .number({ error: adminMessages.volumeFieldsRequired })
    .int('Year must be a whole number')
    .min(1900, 'Year must be between 1900 and 2200')
    .max(2200, 'Year must be between 1900 and 2200'),
  name: z
    .string({ error: adminMessages.volumeFieldsRequired })
    .trim()
    .min(1, adminMessages.volumeFieldsRequired)
    .max(100),
  slug: slugSchema,
});
export type VolumeInput = z.infer<typeof volumeInputSchema>;

export const issueInputSchema = z.object({
  name: z
    .string({ error: adminMessages.issueFieldsRequired })
    .trim()
    .min(1, adminMessages.issueFieldsRequired)
    .max(100),
  slug: z
    .string({ error: adminMessages.issueFieldsRequired })
    .trim()
    .min(1, adminMessages.issueFieldsRequired)
    .max(MAX_SLUG_LENGTH)
    .regex(SLUG_PATTERN, apiMessages.invalidSlug),
  volume: z
    .string({ error: adminMessages.issueFieldsRequired })
    .trim()
    .min(1, adminMessages.issueFieldsRequired)
    .max(128),
});
export type IssueInput = z.infer<typeof issueInputSchema>;

export const articleFieldsSchema = z.object({
  title: requiredText('Title', 500),
  author: requiredText('Author', 500),
  abstract: requiredText('Abstract', 10000),
  keywords: z.string().trim().max(500).optional().default(''),
  issn: z.string().trim().max(20).optional().default(''),
  doi: z.string().trim().max(200).optional().default(''),
  slug: slugSchema,
  volume: requiredText('Volume', 128),
  issue: requiredText('Issue', 128),
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

/** Query parameters of GET /api/articles (DECISIONS.md "Lists at scale"). */
export const articleListQuerySchema = z.object({
  volume: z.string().max(MAX_SLUG_LENGTH).optional(),
  issue: z.string().max(MAX_SLUG_LENGTH).optional(),
  featured: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  sort: z.enum(['newest', 'oldest', 'title']).optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;
