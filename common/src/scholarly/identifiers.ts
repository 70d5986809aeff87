/**
 * The persistent identifiers of the scholarly record and their checks: ORCID iDs (ISO 7064
 * MOD 11-2), ISSNs (MOD 11), DOIs and ROR ids. Each reader takes what people type (a bare iD,
 * a URL, lower-case x) and answers the one stored form, or null when it is not that identifier.
 */

const ORCID_URL = 'https://orcid.org/';
const ROR_URL = 'https://ror.org/';

/** ISO 7064 MOD 11-2 over the first 15 digits: the 16th character ('X' for 10). */
function orcidCheckCharacter(digits: string): string {
  let total = 0;
  for (const digit of digits) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/**
 * 'https://orcid.org/0000-0002-1825-0097', or null: accepts the bare iD, with or without
 * hyphens, or its orcid.org URL (http or https, www or not), and refuses a wrong check digit.
 */
export function normalizeOrcid(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i, '')
    .replace(/-/g, '')
    .toUpperCase();
  if (!/^\d{15}[\dX]$/.test(bare)) return null;
  if (orcidCheckCharacter(bare.slice(0, 15)) !== bare[15]) return null;
  return `${ORCID_URL}${bare.replace(/(.{4})(?=.)/g, '$1-')}`;
}

/** The iD alone ('0000-0002-1825-0097') of a stored ORCID URL. */
export const orcidId = (orcidUrl: string): string => orcidUrl.slice(ORCID_URL.length);

/** ISSN check digit: weights 8 down to 2 over seven digits, MOD 11 ('X' for 10). */
function issnCheckCharacter(digits: string): string {
  let total = 0;
  for (let i = 0; i < 7; i++) total += Number(digits[i]) * (8 - i);
  const result = (11 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** '2049-3630', or null when it is not an ISSN with a right check digit. */
export function normalizeIssn(text: string): string | null {
  const bare = text.trim().replace(/-/g, '').toUpperCase();
  if (!/^\d{7}[\dX]$/.test(bare)) return null;
  if (issnCheckCharacter(bare) !== bare[7]) return null;
  return `${bare.slice(0, 4)}-${bare.slice(4)}`;
}

/** A DOI prefix: '10.' and a registrant code of four or more digits, maybe dotted ('10.5555', '10.1000.10'). */
const PREFIX = String.raw`10\.\d{4,9}(?:\.\d+)*`;
/** How text introduces a DOI, when it does: a doi.org URL or 'doi:'. */
const INTRODUCTION = String.raw`https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*`;

export const DOI_PREFIX = new RegExp(`^${PREFIX}$`);
const INTRODUCED = new RegExp(`^(?:${INTRODUCTION})`, 'i');
const WRITTEN_IN_TEXT = new RegExp(`(?:${INTRODUCTION})?(${PREFIX}\\/\\S+)`, 'i');

/**
 * The DOI alone ('10.5555/jzr.2024.1'), or null: accepts it bare, as 'doi:…' or as a doi.org
 * URL. The suffix must be printable with no spaces, and not empty (Crossref refuses an empty one).
 */
export function normalizeDoi(text: string): string | null {
  const doi = text.trim().replace(INTRODUCED, '').trim();
  const slash = doi.indexOf('/');
  if (slash < 0) return null;
  const prefix = doi.slice(0, slash);
  const suffix = doi.slice(slash + 1);
  if (!DOI_PREFIX.test(prefix)) return null;
  return /^[\x21-\x7e\u00a0-\uffff]+$/.test(suffix) ? doi : null;
}

/**
 * The first DOI written in a line of text (bare, as doi:… or as a doi.org URL), without the
 * punctuation of the sentence or brackets around it; null when there is none.
 */
export function doiInText(text: string): string | null {
  const written = WRITTEN_IN_TEXT.exec(text)?.[1];
  return written ? normalizeDoi(written.replace(/[.,;)\]]+$/, '')) : null;
}

/** Whether a DOI sits under the journal's prefix (DOIs compare without regard to case). */
export function doiHasPrefix(doi: string, prefix: string): boolean {
  return doi.toLowerCase().startsWith(`${prefix.toLowerCase()}/`);
}

export const doiUrl = (doi: string): string => `https://doi.org/${doi}`;

const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** ISO 7064 MOD 97-10 over the id's first seven characters read as Crockford base 32. */
function rorChecksum(head: string): string {
  let n = 0n;
  for (const c of head) n = n * 32n + BigInt(CROCKFORD.indexOf(c));
  return String(98n - ((n * 100n) % 97n)).padStart(2, '0');
}

/**
 * 'https://ror.org/03yrm5c26', or null: a ROR id is 0, six base-32 characters (Crockford's,
 * without I, L, O, U) and two check digits, bare or as its ror.org URL.
 */
export function normalizeRor(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?ror\.org\//i, '')
    .toLowerCase();
  if (!/^0[0-9a-hjkmnp-tv-z]{6}\d{2}$/.test(bare)) return null;
  return rorChecksum(bare.slice(0, 7)) === bare.slice(7) ? `${ROR_URL}${bare}` : null;
}
