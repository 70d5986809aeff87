/**
 * Gives every article stored before the scholarly record existed its record and, when the
 * journal has a DOI prefix, a DOI from its pattern (functions/src/services/scholarly-backfill.ts),
 * then lists the author names it kept whole for the editor to correct on the article. Safe to
 * run again. Run once after deploying and saving the Journal tab, with the functions'
 * configuration (functions/.env.<project-id>) and credentials that may write Firestore:
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run backfill:scholarly -- --project my-project
 *
 * With FIRESTORE_EMULATOR_HOST set, it works on that emulator instead.
 */
import { parseArgs } from 'node:util';

async function main() {
  const { values } = parseArgs({ options: { project: { type: 'string' } } });
  if (values.project) process.env.GOOGLE_CLOUD_PROJECT = values.project;
  // After the project is named: the functions read their configuration when first imported.
  const { backfillScholarlyRecords } = await import('../functions/src/services/scholarly-backfill');
  const report = await backfillScholarlyRecords();
  console.log(
    `articles: ${report.updated} given their scholarly record (${report.doisGiven} DOIs from the pattern), ` +
      `${report.unchanged} already had it`,
  );
  for (const { slug, names } of report.doubtful) {
    console.log(
      `kept whole, check on the article: ${slug}: ${names.map((n) => JSON.stringify(n)).join(', ')}`,
    );
  }
  for (const { slug, doi } of report.doiConflicts) {
    console.log(`DOI held by another article, left as it is: ${slug}: ${doi}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
