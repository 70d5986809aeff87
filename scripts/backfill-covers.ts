/**
 * Gives every cover stored before the phone copies existed its width and an 800-pixel copy
 * (functions/src/services/cover-backfill.ts), so its article page offers a `srcset`; lists the
 * articles whose cover could not be read. Safe to run again. Run once after deploying, with the
 * functions' configuration (functions/.env.<project-id>) and credentials that may read and
 * write the project's Firestore and Storage:
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run backfill:covers -- --project my-project
 *
 * With FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST set, it works on the emulators.
 */
import { parseArgs } from 'node:util';

async function main() {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  if (values.project) process.env.GOOGLE_CLOUD_PROJECT = values.project;
  // After the project is named: the functions read their configuration when first imported.
  const { backfillCoverRenditions } = await import('../functions/src/services/cover-backfill');
  const report = await backfillCoverRenditions();
  console.log(
    `covers: ${report.updated} given their width and phone copies, ${report.unchanged} needed nothing, ` +
      `${report.unreadable.length} could not be read`,
  );
  for (const slug of report.unreadable) console.log(`cover missing or unreadable, left as it is: ${slug}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
