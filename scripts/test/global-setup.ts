/**
 * Once for the whole `vitest` run: the web app's builds, when its sources are newer (the `site`
 * function renders pages with them), the bundles the tests' API processes run (api-bundles.ts),
 * and the test stack (stack.ts) on the ports vitest.config.ts picked, unless the run reuses one
 * that `npm run test:stack` keeps running. When a stack of its own ends, it leaves what the
 * recorder saw in JOURNAL_RECORDING_FILE, if set, for the index coverage check
 * (scripts/test.ts).
 */
import { writeFileSync } from 'node:fs';
import { buildWebForLocalStack } from '../lib/web-build';
import { bundleTestApis } from './api-bundles';
import { startTestStack } from './stack';
import { REUSED_STACK } from './running-stack';

export default async function setup() {
  await Promise.all([buildWebForLocalStack(), bundleTestApis()]);
  if (process.env[REUSED_STACK] === '1') return;
  const stack = await startTestStack({ kept: false });
  return async () => {
    const recordingFile = process.env.JOURNAL_RECORDING_FILE;
    if (recordingFile) writeFileSync(recordingFile, JSON.stringify(stack.recording.summary()));
    await stack.stop();
  };
}
