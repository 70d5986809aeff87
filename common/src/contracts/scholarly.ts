/**
 * The scholarly record of an article beside SPEC's fields (docs/decisions.md "Scholarly
 * record"): its contributors in order, references, licence, publication date, pages or article
 * number, language and funding. The same schemas check what a form sends and shape what the
 * API answers; identifiers are stored in one form (../scholarly/identifiers.ts).
 */
import { z } from 'zod';
import { scholarlyMessages } from '../messages';
import { doiInText, normalizeDoi, normalizeOrcid, normalizeRor } from '../scholarly/identifiers';
import { optionalEmail, optionalText, requiredText } from './fields';
import { refusal, type Refusal } from './refusal';

export const MAX_CONTRIBUTORS = 50;
export const MAX_AFFILIATIONS = 10;
export const MAX_REFERENCES = 500;
export const MAX_FUNDING = 20;

/** An optional identifier: blank is null, anything else must read as one (stored normalised). */
function optionalIdentifier(read: (text: string) => string | null, refused: Refusal) {
  const message = refused.message;
  return z
    .string()
    .trim()
    .max(200, message)
    .nullish()
    .transform((text, ctx) => {
      if (!text) return null;
      const value = read(text);
      if (value === null) ctx.addIssue({ code: 'custom', message, params: { refusal: refused } });
      return value ?? z.NEVER;
    });
}

/** 'https://orcid.org/…' or null; a wrong check digit is refused in the form's words. */
export const identifierErrors = {
  invalidOrcid: refusal('invalid', 'orcid-invalid', scholarlyMessages.invalidOrcid),
  invalidRor: refusal('invalid', 'ror-invalid', scholarlyMessages.invalidRor),
  invalidDoi: refusal('invalid', 'doi-invalid', scholarlyMessages.invalidDoi),
} as const;

export const orcidField = optionalIdentifier(normalizeOrcid, identifierErrors.invalidOrcid);
export const rorField = optionalIdentifier(normalizeRor, identifierErrors.invalidRor);
export const doiField = optionalIdentifier(normalizeDoi, identifierErrors.invalidDoi);

export const affiliationSchema = z.object({
  name: requiredText('Affiliation', 300),
  /** https://ror.org/… or null. */
  ror: rorField,
  country: optionalText('Country', 100),
});
export type Affiliation = z.infer<typeof affiliationSchema>;

export const contributorSchema = z.object({
  givenNames: optionalText('Given names', 200),
  familyName: requiredText('Family name', 200),
  affiliations: z.array(affiliationSchema).max(MAX_AFFILIATIONS).default([]),
  /** Shown on the article page for the corresponding author only. */
  email: optionalEmail('E-mail'),
  /** https://orcid.org/NNNN-NNNN-NNNN-NNNX or null. */
  orcid: orcidField,
  corresponding: z.boolean().default(false),
});
export type Contributor = z.infer<typeof contributorSchema>;
/** What a client may send for a contributor: identifiers as typed, defaults left out. */
export type ContributorInput = z.input<typeof contributorSchema>;

export const contributorsSchema = z
  .array(contributorSchema)
  .min(1, scholarlyMessages.contributorsRequired)
  .max(MAX_CONTRIBUTORS, scholarlyMessages.tooManyContributors(MAX_CONTRIBUTORS));

export const referenceSchema = z.object({
  text: requiredText('Reference', 2000),
  doi: doiField,
});
export type Reference = z.infer<typeof referenceSchema>;

export const licenceSchema = z.object({
  name: requiredText('Licence', 200),
  // A web address only: pages link it, and zod's url() alone would take javascript: or data:.
  url: requiredText('Licence URL', 500).url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    message: scholarlyMessages.invalidLicenceUrl,
  }),
});
export type Licence = z.infer<typeof licenceSchema>;

export const fundingSchema = z.object({
  funder: requiredText('Funder', 300),
  award: optionalText('Award number', 100),
});
export type Funding = z.infer<typeof fundingSchema>;

/** ISO 639-1: two lower-case letters. */
export const languageSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, scholarlyMessages.invalidLanguage);

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, scholarlyMessages.invalidDate)
  .refine(
    (text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(text).toISOString().startsWith(text),
    {
      message: scholarlyMessages.invalidDate,
    },
  );

/** The scholarly record as every article answer carries it. */
export const scholarlyRecordSchema = z.object({
  contributors: z.array(contributorSchema),
  references: z.array(referenceSchema),
  licence: licenceSchema,
  /** YYYY-MM-DD. */
  publishedOn: z.string(),
  /** Either an article number or pages; empty when not set. */
  articleNumber: z.string(),
  firstPage: z.string(),
  lastPage: z.string(),
  /** ISO 639-1. */
  language: z.string(),
  funding: z.array(fundingSchema),
});
export type ScholarlyRecord = z.infer<typeof scholarlyRecordSchema>;

/**
 * References as the admin's form takes them: one per line, blank lines skipped; a DOI written
 * in the text (as doi:…, a doi.org URL or bare 10.…/…) becomes the reference's DOI.
 */
export function referencesFromText(text: string): Reference[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .map((line) => ({ text: line, doi: doiInText(line) }));
}

/** The references back as the form's text. */
export const referencesText = (references: Reference[]): string => references.map((r) => r.text).join('\n');
