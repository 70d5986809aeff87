/**
 * Prepares a project's existing data for the paged and searched admin lists (docs/decisions.md
 * "Admin lists: paging and search"): gives every user, submission and article written before
 * them its `searchKeys`, and sets `meta/counts` from count() queries. Safe to run again: keys
 * are recomputed from the fields, counts from the collections. Run once after deploying, with
 * credentials that may write the project's Firestore:
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run backfill:admin-lists -- --project my-project
 *
 * With FIRESTORE_EMULATOR_HOST set, it works on that emulator instead.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { SUBMISSION_STATUSES } from '@journal/common/constants';
import { searchableFields, searchKeysOf } from '../functions/src/services/search-keys';
import { projectFirestore } from './lib/project-firestore';

const PAGE = 400;

type Kind = keyof typeof searchableFields;
const collectionOf: Record<Kind, string> = { user: 'users', submission: 'submissions', article: 'articles' };

/** Rewrites the keys of every document of a collection, a page at a time; answers how many changed. */
async function backfillKeys(db: Firestore, kind: Kind): Promise<number> {
  let changed = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collection(collectionOf[kind]).orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const snap = await query.get();
    if (snap.empty) return changed;
    const batch = db.batch();
    for (const doc of snap.docs) {
      const keys = searchKeysOf(searchableFields[kind](doc.data() as never));
      const current = doc.get('searchKeys') as string[] | undefined;
      if (current && current.length === keys.length && current.every((k, i) => k === keys[i])) continue;
      batch.update(doc.ref, { searchKeys: keys });
      changed += 1;
    }
    await batch.commit();
    last = snap.docs.at(-1);
  }
}

async function countOf(query: FirebaseFirestore.Query): Promise<number> {
  return (await query.count().get()).data().count;
}

async function main() {
  const db = projectFirestore();
  for (const kind of Object.keys(collectionOf) as Kind[]) {
    console.log(`${collectionOf[kind]}: search keys written on ${await backfillKeys(db, kind)} documents`);
  }
  const submissions = db.collection('submissions');
  const counts = {
    users: await countOf(db.collection('users')),
    articles: await countOf(db.collection('articles')),
    submissions: {
      all: await countOf(submissions),
      ...Object.fromEntries(
        await Promise.all(
          SUBMISSION_STATUSES.map(async (status) => [
            status,
            await countOf(submissions.where('status', '==', status)),
          ]),
        ),
      ),
    },
  };
  // Written whole: counts that drifted (or never existed) are replaced, not added to.
  await db.collection('meta').doc('counts').set(counts);
  console.log(`meta/counts: ${JSON.stringify(counts)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
