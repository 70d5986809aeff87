/** Issues: numbered parts of a volume, holding articles. An issue's slug is unique within its volume. */
import { z } from 'zod';
import { adminMessages, publicMessages, submissionMessages } from '../messages';
import { MAX_SLUG_LENGTH } from '../slug';
import { refusal } from './refusal';
import { MAX_ARCHIVE_NAME, slugSchema, volumeRefSchema } from './volumes';

export const issueRefSchema = z.object({ _id: z.string(), slug: z.string(), name: z.string() });
export type IssueRef = z.infer<typeof issueRefSchema>;

export const issueSchema = issueRefSchema.extend({ volume: volumeRefSchema, createdAt: z.string() });
export type Issue = z.infer<typeof issueSchema>;

const required = adminMessages.issueFieldsRequired;
export const issueInputSchema = z.object({
  name: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_ARCHIVE_NAME, submissionMessages.tooLong('Name', MAX_ARCHIVE_NAME)),
  slug: z.string({ error: required }).trim().min(1, required).pipe(slugSchema),
  /** The volume's document id. */
  volume: z.string({ error: required }).trim().min(1, required).max(128),
});
export type IssueInput = z.infer<typeof issueInputSchema>;

/** GET /api/issues?volume=slug: one volume's issues, or all of them. */
export const issueListQuerySchema = z.object({ volume: z.string().max(MAX_SLUG_LENGTH).optional() });
export type IssueListQuery = z.infer<typeof issueListQuerySchema>;

/** GET /api/issues/{slug}?volume=slug: an issue slug names an issue only within its volume. */
export const issueDetailQuerySchema = z.object({ volume: z.string().max(MAX_SLUG_LENGTH).optional() });

export const issueErrors = {
  notFound: refusal('not-found', 'issue-not-found', publicMessages.issueNotFound),
  /** An issue named by the article form that does not exist. */
  unknown: refusal('invalid', 'issue-unknown', adminMessages.issueNotFound),
  notInVolume: refusal('invalid', 'issue-not-in-volume', adminMessages.issueNotInVolume),
  slugTaken: (slug: string) =>
    refusal('conflict', 'issue-slug-taken', adminMessages.slugTaken('issue', slug)),
  hasArticles: refusal('conflict', 'issue-has-articles', adminMessages.issueHasArticles),
} as const;
