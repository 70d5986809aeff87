/**
 * Before the end-to-end tests, once the stack answers: the stack forgets its rate-limit counts
 * (functions/src/services/rate-limits.ts). Every request of the suite comes from one client
 * address, 127.0.0.1, so on a stack a developer keeps running each run counted against the next:
 * the third run within an hour met the 40 sign-ups an hour one address may make, and its
 * sign-ups were refused with 429. The other counts are of accounts and mailboxes that a new run
 * never uses again, so forgetting them changes nothing else. A stack the run started itself has
 * none yet.
 *
 * With firebase-admin on the stack's Firestore emulator, as stored-markup.spec.ts writes there.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { NO_METADATA_SERVER } from '../../scripts/lib/no-metadata-server';
import { STACK_HOST, stackPorts } from '../../scripts/lib/stack-ports';
import { STACK_PROJECT } from './stack-api';

export default async function globalSetup() {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${STACK_HOST}:${stackPorts.firestore}`;
  // The workers, started after this setup, inherit it too (stored-markup.spec.ts writes there).
  process.env.METADATA_SERVER_DETECTION ??= NO_METADATA_SERVER.METADATA_SERVER_DETECTION;
  const app = initializeApp({ projectId: STACK_PROJECT }, 'e2e-setup');
  try {
    const db = getFirestore(app);
    const rateLimits = db.collection('rateLimits');
    const { count } = (await rateLimits.count().get()).data();
    await db.recursiveDelete(rateLimits);
    if (count) console.log(`The stack forgot ${count} rate-limit counts of earlier runs.`);
  } finally {
    await deleteApp(app);
  }
}
