/**
 * Seeds authors and submissions for the admin-desk benchmark straight into the stack's
 * Firestore emulator, as the services store them (search keys, and meta/counts bumped in the
 * same batch): tens of thousands in minutes, where signing each one up through Auth and the
 * API would take hours. They have no Auth accounts and no manuscript files; only the admin
 * lists read them. Ids are numbered (`bench-author-00042`), so a second run adds only what is
 * missing.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { SUBMISSION_STATUSES } from '@journal/common/constants';
import { searchableFields, searchKeysOf } from '../functions/src/services/search-keys';
import { stackFirestoreHost, stackProject } from './stack';

const BATCH = 400;
const MARK = 'benchPeople';

export interface PeopleSeed {
  authors: number;
  submissions: number;
  created: { authors: number; submissions: number };
  seconds: number;
}

const SURNAMES = [
  'Banda',
  'Mwale',
  'Phiri',
  'Zulu',
  'Mulenga',
  'Tembo',
  'Lungu',
  'Mwansa',
  'Chanda',
  'Sakala',
];
const GIVEN = [
  'Chipo',
  'Bwalya',
  'Mutinta',
  'Natasha',
  'Kelvin',
  'Thandiwe',
  'Mwila',
  'Chileshe',
  'Musonda',
  'Kasonde',
];
const TOPICS = [
  'Drip irrigation',
  'Solar drying',
  'Mini-grid tariffs',
  'Borehole yields',
  'Maize storage',
  'Road dust',
];

const pad = (n: number) => String(n).padStart(5, '0');

function author(n: number) {
  const name = `${GIVEN[n % GIVEN.length]} ${SURNAMES[Math.floor(n / GIVEN.length) % SURNAMES.length]}`;
  const username = `${name.replace(' ', '_').toLowerCase()}_${pad(n)}`;
  return { uid: `bench-author-${pad(n)}`, name, username, email: `${username}@bench.example.test` };
}

async function writeRange(
  db: Firestore,
  from: number,
  to: number,
  write: (batch: FirebaseFirestore.WriteBatch, n: number) => void,
  counts: (batchSize: number, first: number) => Record<string, unknown>,
) {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH);
    const batch = db.batch();
    for (let n = start; n < end; n += 1) write(batch, n);
    batch.set(db.collection('meta').doc('counts'), counts(end - start, start), { merge: true });
    await batch.commit();
  }
}

/** Adds authors and submissions until there are `authors` and `submissions` of the benchmark's. */
export async function seedPeople(authors: number, submissions: number): Promise<PeopleSeed> {
  process.env.FIRESTORE_EMULATOR_HOST = stackFirestoreHost();
  const app = initializeApp({ projectId: stackProject() }, `bench-people-${Date.now()}`);
  const db = getFirestore(app);
  const started = Date.now();
  try {
    const markRef = db.collection('meta').doc(MARK);
    const mark = ((await markRef.get()).data() ?? { authors: 0, submissions: 0 }) as {
      authors: number;
      submissions: number;
    };
    // Spread over the past year, oldest first, so "newest first" has real order to keep.
    const base = Date.now() - 365 * 24 * 3600 * 1000;
    const at = (n: number, of: number) =>
      Timestamp.fromMillis(base + Math.floor((n / of) * 360 * 24 * 3600 * 1000));

    await writeRange(
      db,
      mark.authors,
      authors,
      (batch, n) => {
        const a = author(n);
        const user = { username: a.username, email: a.email, createdAt: at(n, authors) };
        batch.set(db.collection('users').doc(a.uid), {
          ...user,
          searchKeys: searchKeysOf(searchableFields.user(user)),
        });
      },
      (size) => ({ users: FieldValue.increment(size) }),
    );
    await markRef.set({ authors: Math.max(authors, mark.authors) }, { merge: true });

    const statusOf = (n: number) => SUBMISSION_STATUSES[n % SUBMISSION_STATUSES.length]!;
    await writeRange(
      db,
      mark.submissions,
      submissions,
      (batch, n) => {
        const a = author(n % authors);
        const fields = {
          paperTitle: `${TOPICS[n % TOPICS.length]} in the Kafue basin, study ${n}`,
          correspondingAuthor: a.name,
          authorEmail: a.email,
        };
        const status = statusOf(n);
        batch.set(db.collection('submissions').doc(`bench-submission-${pad(n)}`), {
          ...fields,
          authorAffiliation: 'University of Zambia',
          authorCountry: 'Zambia',
          coAuthors: [],
          paperAbstract: 'Field measurements over three seasons, and what they mean for smallholders.',
          keywords: 'irrigation, smallholders, Zambia, water',
          paperType: 'research',
          subjectArea: 'other',
          copyrightAgreement: true,
          ethicsAgreement: true,
          manuscriptFileName: 'paper.pdf',
          manuscriptContentType: 'application/pdf',
          manuscriptSize: 4096,
          manuscriptPath: `manuscripts/${a.uid}/bench-${n}/paper.pdf`,
          authorUid: a.uid,
          status,
          createdAt: at(n, submissions),
          decidedBy: status === 'Pending' ? null : 'admin@journal.test',
          decidedAt: status === 'Pending' ? null : at(n, submissions),
          pendingSlot: null,
          searchKeys: searchKeysOf(searchableFields.submission(fields)),
        });
      },
      (size, first) => {
        const byStatus: Record<string, FieldValue> = {};
        for (const status of SUBMISSION_STATUSES) {
          let count = 0;
          for (let n = first; n < first + size; n += 1) if (statusOf(n) === status) count += 1;
          if (count) byStatus[status] = FieldValue.increment(count);
        }
        return { submissions: { all: FieldValue.increment(size), ...byStatus } };
      },
    );
    await markRef.set({ submissions: Math.max(submissions, mark.submissions) }, { merge: true });
    return {
      authors,
      submissions,
      created: {
        authors: Math.max(0, authors - mark.authors),
        submissions: Math.max(0, submissions - mark.submissions),
      },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await deleteApp(app);
  }
}
