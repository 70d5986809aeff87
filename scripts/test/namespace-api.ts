/**
 * The API and site of one test namespace (namespaces.ts starts it in a process of its own, with
 * the namespace's environment): the apps behind one server as Hosting puts them, and the
 * `mailDelivery` trigger for the namespace's outbox. Stops when its standard input closes. The
 * process runs it bundled (api-bundles.ts).
 */
import { startOutboxTrigger } from './outbox-trigger';
import { startSiteServer } from './site-server';

// Not top-level await: the process runs this file bundled as CommonJS (api-bundles.ts).
async function main() {
  const trigger = await startOutboxTrigger();
  const server = await startSiteServer(Number(process.env.JOURNAL_TEST_API_PORT));
  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await trigger.stop();
    process.exit(0);
  }
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
  process.on('SIGTERM', () => void stop());
  console.log('namespace-api ready');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
