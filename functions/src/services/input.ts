/** Checks of values that name stored records, for the services that look records up by them. */

/**
 * Firestore document ids the archive creates are auto ids; anything else (slashes, dots,
 * reserved `__x__` names, very long text) cannot name a record and must not reach Firestore.
 */
export function isDocId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value) && !/^__.*__$/.test(value);
}
