/**
 * A process that serves the API and site of one test namespace at a time (namespace-app.ts);
 * namespaces.ts keeps a pool of them, one for each web test file running at once, and gives a
 * released one the next namespace.
 *
 * A fresh process spent about 1.6 CPU-seconds loading firebase-admin, gRPC, Express, zod and the
 * page renderer before it answered, and every web test file paid it: 30 processes, about 49
 * CPU-seconds of a clean-clone `npm test` (7 Dec). A released process keeps those packages
 * loaded, and nothing of the namespace: it closes the server and the trigger, deletes the
 * firebase-admin apps, and loads the journal's own code (the bundle of namespace-app.ts) afresh
 * for the next namespace, so that no module's state, configuration, cache or counter passes from
 * one namespace to another, as none passes between two deployed projects.
 *
 * Driven over its standard input, one JSON command a line: `{"serve": {env}}` serves the
 * namespace that env names (namespaceEnv(), its port and SITE_URL), `{"release": true}` lets it
 * go; each answers on standard output (`namespace-api ready`, `namespace-api released`). Stops,
 * letting its namespace go first, when its standard input closes. Run bundled (api-bundles.ts),
 * with the app bundle's path as its argument.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createInterface } from 'node:readline';
import { deleteApp, getApps } from 'firebase-admin/app';
import { resetEnvironment } from './namespace-env';

type NamespaceApp = typeof import('./namespace-app');
type OutboxTrigger = Awaited<ReturnType<NamespaceApp['startOutboxTrigger']>>;

/** How long a released namespace's requests still under way may take to finish. */
const FINISH_WITHIN_MS = 10_000;

const argument = process.argv[2];
if (!argument) throw new Error('namespace-api: the app bundle to serve is its one argument');
const appBundle: string = argument;
/** The suite's environment, which every namespace's own is laid over. */
const startEnv = { ...process.env };

interface Serving {
  server: Server;
  trigger: OutboxTrigger;
  answering: Set<ServerResponse>;
}

let serving: Serving | null = null;

async function serve(env: Record<string, string>): Promise<void> {
  if (serving) throw new Error('namespace-api: asked to serve a namespace while it serves another');
  resetEnvironment(startEnv, env);
  // Not an import: the bundle is loaded again for each namespace (release() forgets it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const app = require(appBundle) as NamespaceApp;
  const trigger = await app.startOutboxTrigger();
  const server = await app.startSiteServer(Number(process.env.JOURNAL_TEST_API_PORT));
  const answering = new Set<ServerResponse>();
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    answering.add(res);
    res.once('close', () => answering.delete(res));
  });
  serving = { server, trigger, answering };
}

async function release(): Promise<void> {
  if (!serving) return;
  const { server, trigger, answering } = serving;
  serving = null;
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  // A request the test file left under way (a page it stopped reading) finishes before the apps
  // it works with are deleted under it.
  const deadline = Date.now() + FINISH_WITHIN_MS;
  while (answering.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  server.closeAllConnections();
  await closed;
  await trigger.stop();
  await Promise.all(getApps().map((app) => deleteApp(app)));
  delete require.cache[appBundle];
}

type Command = { serve: Record<string, string> } | { release: true };

async function run(command: Command): Promise<void> {
  if ('serve' in command) {
    await serve(command.serve);
    console.log('namespace-api ready');
  } else {
    await release();
    console.log('namespace-api released');
  }
}

// Commands run one after another; a process that failed one is not given another.
let done: Promise<void> = Promise.resolve();
const fail = (err: unknown) => {
  console.error(err);
  process.exit(1);
};
const stop = () => {
  done = done.then(release).then(() => process.exit(0), fail);
};
createInterface({ input: process.stdin })
  .on('line', (line) => {
    done = done.then(() => run(JSON.parse(line) as Command)).catch(fail);
  })
  .on('close', stop);
process.on('SIGTERM', stop);
