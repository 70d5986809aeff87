/**
 * The journal's own settings: its names, ISSNs, DOI prefix and pattern, default licence and
 * language, and who deposits with Crossref. One document, edited on the dashboard's Journal
 * tab; new articles take their ISSN, licence, language and DOI from it.
 */
import { z } from 'zod';
import { scholarlyMessages, submissionMessages } from '../messages';
import { DOI_PREFIX, normalizeIssn } from '../scholarly/identifiers';
import { optionalEmail, optionalText, requiredText } from './fields';
import { refusal, type Refusal } from './refusal';
import { languageSchema, licenceSchema } from './scholarly';

/** The fields a DOI suffix pattern may name; {slug} or {id} keeps every article's DOI apart. */
export const DOI_PATTERN_FIELDS = ['abbrev', 'year', 'volume', 'issue', 'slug', 'id'] as const;
export type DoiPatternField = (typeof DOI_PATTERN_FIELDS)[number];

export const DEFAULT_DOI_PATTERN = '{abbrev}.{year}.{volume}.{issue}.{slug}';
export const DEFAULT_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/**
 * The settings' own refusals: the schema below carries each (`params.refusal`, which the API
 * answers as it is), so the form and the API say the same words; other problems are `invalid-input`.
 */
export const journalErrors = {
  invalidIssn: (label: string) => refusal('invalid', 'issn-invalid', scholarlyMessages.invalidIssn(label)),
  sameIssns: refusal('invalid', 'issns-same', scholarlyMessages.sameIssns),
  invalidDoiPrefix: refusal('invalid', 'doi-prefix-invalid', scholarlyMessages.invalidDoiPrefix),
  invalidDoiPattern: refusal('invalid', 'doi-pattern-invalid', scholarlyMessages.invalidDoiPattern),
  invalidLicenceUrl: refusal('invalid', 'licence-url-invalid', scholarlyMessages.invalidLicenceUrl),
  invalidLanguage: refusal('invalid', 'language-invalid', scholarlyMessages.invalidLanguage),
} as const;

const optionalIssn = (label: string) =>
  optionalText(label, 20).transform((text, ctx) => {
    if (text === '') return '';
    const issn = normalizeIssn(text);
    if (issn === null) {
      const refused = journalErrors.invalidIssn(label);
      ctx.addIssue({ code: 'custom', message: refused.message, params: { refusal: refused } });
    }
    return issn ?? z.NEVER;
  });

/**
 * A shared field's rule (contracts/scholarly.ts), its failure in `refused`'s words refused with
 * that code; any other problem (a blank field) keeps the field's own words.
 */
function refusedAs<T>(schema: z.ZodType<T, string>, refused: Refusal, label: string) {
  return z.string({ error: submissionMessages.required(label) }).transform((text, ctx) => {
    const parsed = schema.safeParse(text);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]?.message ?? refused.message;
    ctx.addIssue({
      code: 'custom',
      message,
      ...(message === refused.message && { params: { refusal: refused } }),
    });
    return z.NEVER;
  });
}

/** Whether a pattern uses only known fields and safe characters, and names {slug} or {id}. */
export function isDoiPattern(pattern: string): boolean {
  const fields = [...pattern.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  const literal = pattern.replace(/\{[^}]*\}/g, '');
  return (
    fields.every((f) => (DOI_PATTERN_FIELDS as readonly string[]).includes(f ?? '')) &&
    (fields.includes('slug') || fields.includes('id')) &&
    /^[A-Za-z0-9._;()/-]*$/.test(literal)
  );
}

export const journalSettingsSchema = z
  .object({
    title: requiredText('Journal title', 300),
    abbreviatedTitle: requiredText('Abbreviated title', 100),
    publisher: requiredText('Publisher', 300),
    /** NNNN-NNNX with a valid check digit, or empty. */
    onlineIssn: optionalIssn('Online ISSN'),
    printIssn: optionalIssn('Print ISSN'),
    /** '10.NNNN', or empty when the journal registers no DOIs yet. */
    doiPrefix: optionalText('DOI prefix', 40).refine((p) => p === '' || DOI_PREFIX.test(p), {
      message: journalErrors.invalidDoiPrefix.message,
      params: { refusal: journalErrors.invalidDoiPrefix },
    }),
    doiSuffixPattern: requiredText('DOI suffix pattern', 200).refine(isDoiPattern, {
      message: journalErrors.invalidDoiPattern.message,
      params: { refusal: journalErrors.invalidDoiPattern },
    }),
    licence: licenceSchema.extend({
      url: refusedAs(licenceSchema.shape.url, journalErrors.invalidLicenceUrl, 'Licence URL'),
    }),
    language: refusedAs(languageSchema, journalErrors.invalidLanguage, 'Language'),
    depositorName: optionalText('Depositor name', 200),
    depositorEmail: optionalEmail('Depositor e-mail'),
    registrant: optionalText('Registrant', 200),
  })
  .refine((s) => s.onlineIssn === '' || s.onlineIssn !== s.printIssn, {
    message: journalErrors.sameIssns.message,
    path: ['printIssn'],
    params: { refusal: journalErrors.sameIssns },
  });
export type JournalSettings = z.infer<typeof journalSettingsSchema>;
export type JournalSettingsInput = z.input<typeof journalSettingsSchema>;

/** The ISSN an article shows by default: the online one, else the print one. */
export const journalIssn = (s: Pick<JournalSettings, 'onlineIssn' | 'printIssn'>): string =>
  s.onlineIssn || s.printIssn;
