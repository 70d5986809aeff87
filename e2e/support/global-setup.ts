/**
 * Before the end-to-end tests, once the stack answers: the stack forgets its rate-limit counts
 * (functions/src/services/rate-limits.ts). Every request of the suite comes from one client
 * address, 127.0.0.1, so on a stack a developer keeps running each run counted against the next:
 * the third run within an hour met the 40 sign-ups an hour one address may make, and its
 * sign-ups were refused with 429. The other counts are of accounts and mailboxes that a new run
 * never uses again, so forgetting them changes nothing else. A stack the run started itself has
 * none yet.
 *
 * Through the Firestore emulator's REST API, as its owner (`Bearer owner`), whom the security
 * rules do not stop.
 */
import { STACK_HOST, stackPorts } from '../../scripts/lib/stack-ports';

const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? `${STACK_HOST}:${stackPorts.firestore}`;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-journal';
const DOCUMENTS = `http://${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner' };

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: the Firestore emulator answered ${res.status} ${await res.text()}`);
  return res;
}

/** The names of every document of `rateLimits`, page by page. */
async function rateLimitDocuments(): Promise<string[]> {
  const names: string[] = [];
  let pageToken = '';
  do {
    const query = new URLSearchParams({ pageSize: '300', 'mask.fieldPaths': 'limit' });
    if (pageToken) query.set('pageToken', pageToken);
    const res = await ok(
      await fetch(`${DOCUMENTS}/rateLimits?${query}`, { headers: OWNER }),
      'listing rateLimits',
    );
    const page = (await res.json()) as { documents?: { name: string }[]; nextPageToken?: string };
    names.push(...(page.documents ?? []).map((doc) => doc.name));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return names;
}

export default async function globalSetup() {
  const names = await rateLimitDocuments();
  for (const name of names) {
    await ok(
      await fetch(`http://${FIRESTORE}/v1/${name}`, { method: 'DELETE', headers: OWNER }),
      `deleting ${name}`,
    );
  }
  if (names.length) console.log(`The stack forgot ${names.length} rate-limit counts of earlier runs.`);
}
