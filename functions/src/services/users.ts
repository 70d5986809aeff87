/**
 * Author accounts: the users/{uid} profile and the usernames/{key} claim that keeps usernames
 * unique regardless of case. Firebase Auth owns the credentials and keeps e-mails unique.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { authErrors, type User, userErrors } from '@journal/common/contracts/users';
import { config } from '../config';
import { refuse } from './errors';
import { adminAuth, db } from './firebase';
import { createWithClaim } from './slug-claims';
import { collections, type UserDoc, type UsernameClaim } from './model';

const MAX_UID_LENGTH = 128;

/**
 * The claim's document id. Firestore refuses the ids '.', '..' and '__…__', which the username
 * rules allow; those are escaped with a '%', a character no username may contain, so escaped
 * keys never collide with real ones.
 */
export function usernameKey(usernameLower: string): string {
  if (/^\.{1,2}$/.test(usernameLower) || /^__.*__$/.test(usernameLower)) {
    return `%${usernameLower.charCodeAt(0).toString(16)}${usernameLower.slice(1)}`;
  }
  return usernameLower;
}

/** Whether a path segment could be a uid at all (and is a legal Firestore document id). */
export function isPlausibleUid(uid: string): boolean {
  return uid.length > 0 && uid.length <= MAX_UID_LENGTH && !/^\.{1,2}$/.test(uid) && !/^__.*__$/.test(uid);
}

const usersCol = () => db.collection(collections.users);
const claimRef = (usernameLower: string) =>
  db.collection(collections.usernames).doc(usernameKey(usernameLower));

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

/** Creates the profile and claims the username (case-insensitively) in one transaction. */
export async function registerUser(input: { uid: string; email: string; username: string }): Promise<void> {
  const userRef = usersCol().doc(input.uid);
  const usernameLower = input.username.toLowerCase();
  const profile: UserDoc = {
    username: input.username,
    usernameLower,
    email: input.email.toLowerCase(),
    createdAt: Timestamp.now(),
  };
  const claim: UsernameClaim = { uid: input.uid };
  await createWithClaim(
    { ref: claimRef(usernameLower), data: { ...claim }, taken: authErrors.usernameTaken },
    async (tx) => {
      // An account registers once: a second sign-up of the same uid is the same clash.
      if ((await tx.get(userRef)).exists) throw refuse(authErrors.usernameTaken);
      tx.create(userRef, profile);
    },
  );
}

export async function findUser(uid: string): Promise<User | null> {
  const snap = await usersCol().doc(uid).get();
  return snap.exists ? toUser(snap) : null;
}

/** Every author, newest first; the admin account is not an author and never listed. */
export async function listUsers(): Promise<User[]> {
  const snap = await usersCol().orderBy('createdAt', 'desc').get();
  return snap.docs.map(toUser).filter((user) => user.email !== config.adminEmail);
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
    const usernameLower = current.get('usernameLower') as string | undefined;
    if (usernameLower) {
      const claim = await tx.get(claimRef(usernameLower));
      if (claim.get('uid') === uid) tx.delete(claim.ref);
    }
    tx.delete(userRef);
  });
}
