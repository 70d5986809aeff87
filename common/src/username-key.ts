/**
 * When two usernames are the same one (docs/decisions.md "Identity and roles"): after Unicode
 * NFKC normalisation (a fullwidth 'ａ' is an 'a'), case folding, and confusable folding by the
 * skeleton of Unicode TR39 (a Cyrillic 'а' is a Latin 'a', '0' is 'o', 'rn' is 'm'), so that
 * nobody can take a name that reads as someone else's, or as the journal's own.
 *
 * The skeleton's mapping is Unicode's confusables.txt, as the unhomoglyph package ships it.
 */
import unhomoglyph from 'unhomoglyph';

/** TR39 skeleton: NFD, without default-ignorable code points, each character by its prototype, NFD again. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(/\p{Default_Ignorable_Code_Point}/gu, '')).normalize(
    'NFD',
  );
}

/**
 * The one value two usernames share exactly when they would be taken for one another. Folded
 * to lower case before the skeleton (so 'A' and 'a' are one name) and after it (its prototypes
 * include capitals: '0' becomes 'O').
 */
export function usernameKey(username: string): string {
  return skeleton(username.trim().normalize('NFKC').toLowerCase()).toLowerCase();
}

/**
 * Names that would pass for the journal's staff or its systems. A username is refused when its
 * key, without dots, hyphens and underscores, is one of theirs.
 */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'editor',
  'editorinchief',
  'editorial',
  'root',
  'support',
  'journal',
  'zjeas',
  'staff',
  'moderator',
  'reviewer',
  'system',
  'security',
  'help',
  'info',
  'contact',
  'office',
  'webmaster',
  'postmaster',
  'hostmaster',
  'abuse',
  'noreply',
  'official',
  'superuser',
  'owner',
] as const;

const withoutSeparators = (key: string) => key.replace(/[._-]/g, '');
const RESERVED_KEYS = new Set(RESERVED_USERNAMES.map((name) => withoutSeparators(usernameKey(name))));

export function isReservedUsername(username: string): boolean {
  return RESERVED_KEYS.has(withoutSeparators(usernameKey(username)));
}
