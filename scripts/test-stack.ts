/**
 * `npm run test:stack`: the test stack (scripts/test/stack.ts) kept running until Ctrl-C, so that
 * `npx vitest run path/to/file.test.ts` reuses it and runs one integration file in seconds
 * instead of starting Java, the emulators and the seed each time. Each run's files still get
 * namespaces of their own. Restart it after changing the demo seed or the functions' services
 * it seeds with.
 */
import { pickTestPorts, testEnvironment } from './test/emulator-env';
import { announceRunningStack, runningStackEnv, withdrawRunningStack } from './test/running-stack';
import { requireFunctionsNode } from './lib/node-runtime';

requireFunctionsNode();
if (await runningStackEnv()) {
  console.error('A test stack is running already; vitest runs reuse it.');
  process.exit(1);
}
const env = testEnvironment(await pickTestPorts());
Object.assign(process.env, env);
const { startTestStack } = await import('./test/stack');
const stack = await startTestStack({ kept: true });
announceRunningStack(env);
console.log('The test stack is running: `npx vitest run <file>` reuses it. Ctrl-C stops it.');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  withdrawRunningStack();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
