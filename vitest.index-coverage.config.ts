/**
 * The index coverage check, after the whole suite (scripts/test.ts): it reads what the run's
 * Firestore recorder saw from JOURNAL_RECORDING_FILE, which the suite's global setup writes when
 * the run ends, so it needs nothing running. Its file is named `.check.ts`, not `.test.ts`, so
 * that the suite itself never picks it up.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'index-coverage', include: ['scripts/test/index-coverage.check.ts'], environment: 'node' },
});
