/** Checks of values that name stored records, and the one way a key becomes a record's name. */
import { createHash } from 'node:crypto';

/**
 * Firestore document ids the archive creates are auto ids; anything else (slashes, dots,
 * reserved `__x__` names, very long text) cannot name a record and must not reach Firestore.
 */
export function isDocId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value) && !/^__.*__$/.test(value);
}

/** Firestore's own limit on a document id, in bytes of UTF-8. */
const MAX_DOCUMENT_ID_BYTES = 1500;

/**
 * Whether a value taken from a request could be a Firestore document id at all: valid Unicode,
 * 1 to 1,500 bytes, no '/', not '.' or '..', not `__x__`. Anything else names no record, and
 * Firestore would answer it with an error (a 500) or read another path.
 */
export function isLegalDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    Buffer.byteLength(value, 'utf8') <= MAX_DOCUMENT_ID_BYTES &&
    !value.includes('/') &&
    !/^\.{1,2}$/.test(value) &&
    !/^__.*__$/s.test(value) &&
    !/\p{Cs}/u.test(value)
  );
}

/**
 * Keys that are their own document id: ASCII letters, digits, '.', '_', ':' and '-', within
 * Firestore's length, and none of the names it reserves. Slug claims (`volume:slug`,
 * `issue:volumeId:slug`, `article:slug`) and most usernames' keys are such.
 */
const PLAIN_KEY = /^[A-Za-z0-9._:-]{1,1500}$/;
const isPlainKey = (key: string) => PLAIN_KEY.test(key) && !/^\.{1,2}$/.test(key) && !/^__.*__$/.test(key);

/**
 * The document id of a claim on a key derived from what someone typed (a username's skeleton, a
 * slug): always exactly one legal Firestore id, whatever the key holds ('/', '..', `__x__`, empty,
 * any length), and never the same for two keys:
 * - a plain key (above) is its own id, so two plain keys keep two ids;
 * - any other key is '~' and the SHA-256 of its UTF-16 code units in hex (65 characters). '~'
 *   is in no plain key, so these never meet a plain key's id; two of them meet only if SHA-256
 *   collides, which nobody can bring about. UTF-16 code units, not UTF-8: every JavaScript
 *   string has exactly one such sequence, lone surrogates included.
 * The claim document keeps the key itself, readable, for the admin.
 */
export function documentIdForKey(key: string): string {
  if (isPlainKey(key)) return key;
  return `~${createHash('sha256').update(key, 'utf16le').digest('hex')}`;
}
