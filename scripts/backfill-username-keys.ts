/**
 * Moves every username claim to the id the functions now give it (documentIdForKey in
 * functions/src/services/input.ts), holding `{uid, username, key}`. Claims used to be named by
 * the key itself, so a key with a '/' (from ノ, ﾉ, 丿 or ½) landed on another name's claim or in
 * a nested document, and '.', '..' and `__x__` had an escape of their own. Keys are recomputed
 * from the usernames, so this also re-keys claims after the confusables table changes. Slug
 * claims keep their ids (a slug is a plain key, its own id) and are not touched.
 *
 * Each claim moves in a transaction: the new one is created, the old one deleted. A new id
 * already held by another account is a conflict: both are left as they are and listed for the
 * admin. Safe to run again: a claim in place is left alone. Run once right after deploying,
 * with credentials that may write the project's Firestore:
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run backfill:username-keys -- --project my-project
 *
 * With FIRESTORE_EMULATOR_HOST set, it works on that emulator instead.
 */
import type { DocumentReference, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { usernameKey } from '@journal/common/username-key';
import { documentIdForKey } from '../functions/src/services/input';
import { projectFirestore } from './lib/project-firestore';

const PAGE = 400;

interface Holder {
  uid: string;
  username: string;
}

type Outcome = 'written' | 'in-place' | 'conflict';

/**
 * The id the functions gave a key before: the key itself, '.', '..' and `__x__` escaped with
 * '%'. Its '/'s made a path, so it answers the document that path led to, or null where the
 * path named a collection (the sign-up then failed and wrote nothing).
 */
function formerClaimRef(db: Firestore, key: string): DocumentReference | null {
  const id =
    /^\.{1,2}$/.test(key) || /^__.*__$/.test(key) ? `%${key.charCodeAt(0).toString(16)}${key.slice(1)}` : key;
  try {
    return db.collection('usernames').doc(id);
  } catch {
    return null;
  }
}

/** The holder's claim as the functions now write it. */
function claimRef(db: Firestore, holder: Holder): DocumentReference {
  return db.collection('usernames').doc(documentIdForKey(usernameKey(holder.username)));
}

/**
 * Puts the holder's claim at its new id in the new form, and removes `from` when it is theirs
 * and elsewhere.
 */
async function moveClaim(db: Firestore, holder: Holder, from: DocumentReference | null): Promise<Outcome> {
  const key = usernameKey(holder.username);
  const to = claimRef(db, holder);
  const claim = { uid: holder.uid, username: holder.username, key };
  return db.runTransaction(async (tx) => {
    const [target, source] = await Promise.all([
      tx.get(to),
      from && from.path !== to.path ? tx.get(from) : Promise.resolve(null),
    ]);
    const old = source?.exists && source.get('uid') === holder.uid ? source : null;
    if (target.exists) {
      if (target.get('uid') !== holder.uid || target.get('username') !== holder.username) return 'conflict';
      if (target.get('key') === key && !old) return 'in-place';
      tx.set(to, claim);
    } else {
      tx.create(to, claim);
    }
    if (old) tx.delete(old.ref);
    return 'written';
  });
}

/** Every document of a collection, a page at a time. */
async function* documentsOf(db: Firestore, collection: string): AsyncGenerator<QueryDocumentSnapshot> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collection(collection).orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    if (snap.empty) return;
    yield* snap.docs;
    last = snap.docs.at(-1);
  }
}

async function main() {
  const db = projectFirestore();
  const counts: Record<Outcome, number> = { written: 0, 'in-place': 0, conflict: 0 };
  const conflicts: string[] = [];
  /** Claims this run wrote, which the listing of usernames/ meets again further on. */
  const written = new Set<string>();
  const record = (outcome: Outcome, holder: Holder, where: string) => {
    counts[outcome] += 1;
    if (outcome === 'written') written.add(claimRef(db, holder).path);
    if (outcome === 'conflict')
      conflicts.push(`${where} (${holder.uid}, ${JSON.stringify(holder.username)})`);
  };

  // A former claim nested under usernames/ (a key with two '/'s) is in no listing of the
  // collection: the profile's username says where it is.
  for await (const profile of documentsOf(db, 'users')) {
    const username = profile.get('username') as unknown;
    if (typeof username !== 'string') continue;
    const from = formerClaimRef(db, usernameKey(username));
    if (!from || from.parent.path === 'usernames' || !(await from.get()).exists) continue;
    record(
      await moveClaim(db, { uid: profile.id, username }, from),
      { uid: profile.id, username },
      from.path,
    );
  }
  for await (const claim of documentsOf(db, 'usernames')) {
    const holder = claim.data() as Partial<Holder>;
    if (written.has(claim.ref.path)) continue;
    if (typeof holder.uid !== 'string' || typeof holder.username !== 'string') continue;
    const found = { uid: holder.uid, username: holder.username };
    record(await moveClaim(db, found, claim.ref), found, claim.ref.path);
  }

  console.log(
    `usernames: ${counts.written} claims written at their new ids, ${counts['in-place']} already in place, ` +
      `${counts.conflict} conflicts`,
  );
  for (const conflict of conflicts) console.log(`conflict, left as it is: ${conflict}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
