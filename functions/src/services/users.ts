/**
 * Author accounts: the users/{uid} profile and the usernames claim that keeps usernames unique,
 * named by the username's folded key (common/src/username-key.ts) through documentIdForKey
 * (services/input.ts): one claim for every way of writing what reads as the same name, and a
 * legal document id whatever the key holds. Firebase Auth owns the credentials and keeps
 * e-mails unique.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { AdminPage, AdminPageQuery } from '@journal/common/contracts/paging';
import { usernameErrors } from '@journal/common/contracts/signup';
import { authErrors, type AuthorProfile, type User, userErrors } from '@journal/common/contracts/users';
import { usernameKey } from '@journal/common/username-key';
import { config } from '../config';
import { DomainError, refuse } from './errors';
import { adminAuth, db } from './firebase';
import { documentIdForKey, isLegalDocumentId } from './input';
import { changeListCounts, readListCounts } from './list-counts';
import { readPage } from './paging';
import { searchableFields, searchKeyFor, searchKeysOf } from './search-keys';
import { createWithClaim } from './slug-claims';
import { collections, type UserDoc, type UsernameClaim } from './model';

const MAX_UID_LENGTH = 128;

/** Whether a path segment could be a uid at all (Firebase Auth's length, and a legal document id). */
export function isPlausibleUid(uid: string): boolean {
  return uid.length <= MAX_UID_LENGTH && isLegalDocumentId(uid);
}

const usersCol = () => db.collection(collections.users);
const claimRef = (key: string) => db.collection(collections.usernames).doc(documentIdForKey(key));

/** The same name up to case and NFKC: a plain clash, not a look-alike. */
const sameName = (a: string, b: string) =>
  a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase();

function toUser(snap: DocumentSnapshot): User {
  const doc = snap.data() as UserDoc;
  return {
    _id: snap.id,
    username: doc.username,
    email: doc.email,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

export function isReservedEmail(email: string): boolean {
  const lower = email.toLowerCase();
  return lower === config.adminEmail || lower === config.reservedEmail;
}

/**
 * Creates the profile and claims the username's key in one transaction. A key already claimed
 * is the same name (a 409 'username-taken') or, when the claimant wrote it otherwise than
 * case alone explains, a look-alike of it (a 409 'username-look-alike'). Signing up again with
 * the account's own name changes nothing and succeeds.
 */
export async function registerUser(input: { uid: string; email: string; username: string }): Promise<void> {
  const userRef = usersCol().doc(input.uid);
  const email = input.email.toLowerCase();
  const profile: UserDoc = {
    username: input.username,
    email,
    createdAt: Timestamp.now(),
    searchKeys: searchKeysOf(searchableFields.user({ username: input.username, email })),
  };
  const key = usernameKey(input.username);
  const claim: UsernameClaim = { uid: input.uid, username: input.username, key };
  const ref = claimRef(key);
  try {
    await createWithClaim({ ref, data: { ...claim }, taken: authErrors.usernameTaken }, async (tx) => {
      const current = await tx.get(userRef);
      if (current.exists) {
        // An account registers once: another name for it is the same clash. The same name again
        // is this sign-up repeated (a commit applied though it answered UNAVAILABLE, or the
        // client's retry): the claim's create then meets this account's own claim, which
        // createWithClaim answers as success.
        if (current.get('username') !== input.username) throw refuse(authErrors.usernameTaken);
        return;
      }
      tx.create(userRef, profile);
      changeListCounts(tx, { users: 1 });
    });
  } catch (err) {
    if (!(err instanceof DomainError) || err.refusal !== authErrors.usernameTaken) throw err;
    const holder = (await ref.get()).data() as UsernameClaim | undefined;
    if (
      holder?.uid !== input.uid &&
      holder?.username !== undefined &&
      !sameName(holder.username, input.username)
    ) {
      throw refuse(usernameErrors.lookAlike);
    }
    throw err;
  }
}

export async function findUser(uid: string): Promise<User | null> {
  const snap = await usersCol().doc(uid).get();
  return snap.exists ? toUser(snap) : null;
}

const toAuthorProfile = (doc: UserDoc): AuthorProfile => ({
  username: doc.username,
  email: doc.email,
  orcid: doc.orcid ?? null,
});

/** The author's own profile; an account that never signed up has none (a 404 'no-author-account'). */
export async function getAuthorProfile(uid: string): Promise<AuthorProfile> {
  const snap = await usersCol().doc(uid).get();
  if (!snap.exists) throw refuse(authErrors.noAuthorAccount);
  return toAuthorProfile(snap.data() as UserDoc);
}

/**
 * Gives the author's profile this ORCID iD (null removes it) and answers the profile as stored.
 * Read in the transaction, so that a profile deleted meanwhile is refused, never written again.
 */
export async function setAuthorOrcid(uid: string, orcid: string | null): Promise<AuthorProfile> {
  const ref = usersCol().doc(uid);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw refuse(authErrors.noAuthorAccount);
    tx.update(ref, { orcid });
    return toAuthorProfile({ ...(snap.data() as UserDoc), orcid });
  });
}

/**
 * A page of authors, newest first, found by a prefix of their username or e-mail when `q` is
 * given. The admin is not an author: a profile at the admin's e-mail (which sign-up refuses,
 * but an old seed might have written) is never listed.
 */
export async function listUsersPage(query: AdminPageQuery): Promise<AdminPage<User>> {
  const key = query.q ? searchKeyFor(query.q) : null;
  const filtered = key ? usersCol().where('searchKeys', 'array-contains', key) : usersCol();
  const page = await readPage(
    filtered,
    { limit: query.limit, cursor: query.cursor, searching: key !== null },
    async () => (await readListCounts()).users,
    toUser,
  );
  return { ...page, data: page.data.filter((user) => user.email !== config.adminEmail) };
}

async function findAuthAccount(uid: string) {
  try {
    return await adminAuth.getUser(uid);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

/**
 * Removes an author: the Auth account first (so its tokens stop working at once), then the
 * profile and the username claim. Their submissions stay, for the journal's records.
 */
export async function deleteUser(uid: string): Promise<void> {
  if (!isPlausibleUid(uid)) throw refuse(userErrors.notFound);
  const userRef = usersCol().doc(uid);
  const [profile, account] = await Promise.all([userRef.get(), findAuthAccount(uid)]);
  if (!profile.exists && !account) throw refuse(userErrors.notFound);
  const emails = [account?.email, profile.get('email') as string | undefined];
  if (emails.some((email) => email?.toLowerCase() === config.adminEmail)) {
    throw refuse(userErrors.cannotDeleteAdmin);
  }
  if (account) await adminAuth.deleteUser(uid);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(userRef);
    const username = current.get('username') as string | undefined;
    if (username) {
      const claim = await tx.get(claimRef(usernameKey(username)));
      if (claim.get('uid') === uid) tx.delete(claim.ref);
    }
    if (current.exists) {
      tx.delete(userRef);
      changeListCounts(tx, { users: -1 });
    }
  });
}
