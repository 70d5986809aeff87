/** Volumes: a year of the journal, holding issues. */
import { z } from 'zod';
import { adminMessages, apiMessages, publicMessages, submissionMessages } from '../messages';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../slug';
import { refusal } from './refusal';

/** A record's slug, every problem said in words: missing, too long, or not a slug's shape. */
export const slugSchema = z
  .string({ error: submissionMessages.required('Slug') })
  .trim()
  .min(1, submissionMessages.required('Slug'))
  .max(MAX_SLUG_LENGTH, submissionMessages.tooLong('Slug', MAX_SLUG_LENGTH))
  .regex(SLUG_PATTERN, apiMessages.invalidSlug);

/** The longest name of a volume or an issue. */
export const MAX_ARCHIVE_NAME = 100;

/**
 * A form's blank field is missing, not zero: without this a blank year would be coerced to 0
 * and refused as out of range rather than as not filled in.
 */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const volumeRefSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  year: z.number().int(),
});
export type VolumeRef = z.infer<typeof volumeRefSchema>;

export const volumeSchema = volumeRefSchema.extend({ createdAt: z.string() });
export type Volume = z.infer<typeof volumeSchema>;

const required = adminMessages.volumeFieldsRequired;
export const volumeInputSchema = z.object({
  year: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: required })
      .int('Year must be a whole number')
      .min(1900, 'Year must be between 1900 and 2200')
      .max(2200, 'Year must be between 1900 and 2200'),
  ),
  name: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_ARCHIVE_NAME, submissionMessages.tooLong('Name', MAX_ARCHIVE_NAME)),
  slug: z.string({ error: required }).trim().min(1, required).pipe(slugSchema),
});
export type VolumeInput = z.infer<typeof volumeInputSchema>;

export const volumeErrors = {
  notFound: refusal('not-found', 'volume-not-found', publicMessages.volumeNotFound),
  /** A volume named by an admin form (an issue's or an article's) that does not exist. */
  unknown: refusal('invalid', 'volume-unknown', adminMessages.volumeNotFound),
  slugTaken: (slug: string) =>
    refusal('conflict', 'volume-slug-taken', adminMessages.slugTaken('volume', slug)),
  hasIssues: refusal('conflict', 'volume-has-issues', adminMessages.volumeHasIssues),
} as const;
