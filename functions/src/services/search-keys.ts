/**
 * Prefix search for the admin's lists on production Firestore, without scanning: each user,
 * submission and article stores `searchKeys`, every prefix (up to MAX_SEARCH_PREFIX characters)
 * of each word of its searchable fields and of each whole field, folded (lower case, accents
 * dropped), and a search is one `array-contains` of the folded text cut to the same length,
 * ordered and paged like the unfiltered list. "mwa" finds "Chanda Mwale"; "chanda mw" finds it
 * too (a prefix of the whole name); "wale" does not (prefixes only: docs/decisions.md "Admin
 * lists: paging and search").
 */
import { MAX_SEARCH_PREFIX } from '@journal/common/contracts/paging';

/** Lower case, accents dropped, runs of spaces made one: "Çhanda  MWALE" → "chanda mwale". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function prefixes(text: string, max: number, into: Set<string>) {
  for (let n = 1; n <= Math.min(text.length, max); n += 1) into.add(text.slice(0, n));
}

/**
 * Every key a search may match for these field values. Words and whole fields share one cap, so
 * that any search text up to the cap is compared whole, wherever in a field its word stands.
 */
export function searchKeysOf(values: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const value of values) {
    const folded = foldForSearch(value);
    prefixes(folded, MAX_SEARCH_PREFIX, keys);
    for (const word of folded.split(/[^\p{L}\p{N}]+/u)) prefixes(word, MAX_SEARCH_PREFIX, keys);
  }
  return [...keys];
}

/** The key a search text is looked up by, or null for a text with nothing to search. */
export function searchKeyFor(text: string): string | null {
  const folded = foldForSearch(text).slice(0, MAX_SEARCH_PREFIX).trim();
  return folded || null;
}

/** What each list searches: users by username and e-mail, submissions by title, author and e-mail, articles by title and slug. */
export const searchableFields = {
  user: (doc: { username: string; email: string }) => [doc.username, doc.email],
  submission: (doc: { paperTitle: string; correspondingAuthor: string; authorEmail: string }) => [
    doc.paperTitle,
    doc.correspondingAuthor,
    doc.authorEmail,
  ],
  article: (doc: { title: string; slug: string }) => [doc.title, doc.slug],
};
