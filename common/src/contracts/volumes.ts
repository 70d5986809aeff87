/** Volumes: a year of the journal, holding issues. */
import { z } from 'zod';
import { adminMessages, apiMessages, publicMessages } from '../messages';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '../slug';
import { refusal } from './refusal';

export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_SLUG_LENGTH)
  .regex(SLUG_PATTERN, apiMessages.invalidSlug);

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
  year: z.coerce
    .number({ error: required })
    .int('Year must be a whole number')
    .min(1900, 'Year must be between 1900 and 2200')
    .max(2200, 'Year must be between 1900 and 2200'),
  name: z.string({ error: required }).trim().min(1, required).max(100),
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
