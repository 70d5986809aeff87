/**
 * Whether the API can serve: Firestore answers, and, on a local stack started by `npm start`,
 * the demo seed has finished (it writes `meta/seed` last), so that nothing tests or browses a
 * half-seeded archive.
 */
import { config } from '../config';
import { db } from './firebase';
import { collections } from './model';

export type Readiness = 'ready' | 'seeding';

export async function readiness(): Promise<Readiness> {
  const seed = await db.collection(collections.meta).doc('seed').get();
  return !config.awaitsDemoSeed || seed.exists ? 'ready' : 'seeding';
}

export async function markSeedComplete(completedAt: Date): Promise<void> {
  await db.collection(collections.meta).doc('seed').set({ completedAt });
}
