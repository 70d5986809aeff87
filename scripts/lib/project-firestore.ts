/**
 * Firestore of the project a one-off command (a backfill) works on: `--project <id>`, or
 * GOOGLE_CLOUD_PROJECT / GCLOUD_PROJECT; the emulator's when FIRESTORE_EMULATOR_HOST is set,
 * otherwise the real project's with application default credentials.
 */
import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function projectFirestore(): Firestore {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  const projectId = values.project ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error('Name the project: --project <project-id> (or GOOGLE_CLOUD_PROJECT).');
  const app = initializeApp(
    process.env.FIRESTORE_EMULATOR_HOST ? { projectId } : { projectId, credential: applicationDefault() },
  );
  return getFirestore(app);
}
