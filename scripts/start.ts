/**
 * `npm start`: builds the app, starts the local Firebase stack (Auth, Functions and Hosting
 * emulators from firebase-tools; Firestore and Storage emulators as ARCHITECTURE.md's table
 * says), seeds the demo content, and prints where everything is. Ctrl-C stops it all.
 * `npm run dev`: the same backend, with Vite's dev server and hot reload for the web app.
 *
 * Environment: PORT (app port, default 5000), ADMIN_EMAIL, ADMIN_PASSWORD.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { chooseEmulators, describeChoice } from './lib/emulator-choice';
import { startFirestoreFallback, startStorageFallback, type RunningService } from './lib/emulators';
import { run, startGroup, stopGroup, waitForUrl } from './lib/process-group';
import { DEMO_AUTHOR } from './lib/seed-accounts';
import { writeRobots } from './write-robots';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const projectId = 'demo-journal';
const host = '127.0.0.1';
const port = Number(process.env.PORT ?? 5000);
const adminEmail = (process.env.ADMIN_EMAIL ?? 'admin@journal.test').toLowerCase();
const adminPassword = process.env.ADMIN_PASSWORD ?? 'journal-admin';
const ports = { auth: 9099, functions: 5001, firestore: 8080, storage: 9199, hub: 4400, logging: 4500 };
const localConfig = '.firebase.local.json';

function portFree(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(p, host);
  });
}

async function checkPorts() {
  const wanted = { app: port, ...ports, ...(dev ? { vite: 5173 } : {}) };
  const busy: string[] = [];
  for (const [name, p] of Object.entries(wanted)) if (!(await portFree(p))) busy.push(`${name} ${host}:${p}`);
  if (busy.length) {
    throw new Error(`These ports are in use (is another \`npm start\` running?): ${busy.join(', ')}`);
  }
}

/** firebase.json with this run's app port and emulator set, beside it so paths resolve alike. */
function writeLocalConfig(useOfficial: { firestore: boolean; storage: boolean }) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, unknown>;
  };
  config.emulators.hosting = { host, port };
  if (!useOfficial.firestore) delete config.emulators.firestore;
  if (!useOfficial.storage) delete config.emulators.storage;
  writeFileSync(join(root, localConfig), `${JSON.stringify(config, null, 2)}\n`);
}

async function main() {
  await checkPorts();
  const adminEnv = { ADMIN_EMAIL: adminEmail, VITE_ADMIN_EMAIL: adminEmail };

  console.log(dev ? 'Building the functions…' : 'Building the web app and the functions…');
  if (!dev) {
    await run('npx', ['vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'], {
      cwd: join(root, 'web'),
      env: { ...process.env, ...adminEnv },
    });
    writeRobots(`http://${host}:${port}`);
  }
  await run('npm', ['run', 'build', '-w', 'functions', '--silent'], { cwd: root });

  const choice = chooseEmulators();
  const fallbacks: RunningService[] = [];
  const children: ChildProcess[] = [];
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    for (const child of children.reverse()) await stopGroup(child);
    for (const service of fallbacks.reverse()) await service.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    if (choice.firestore === 'fallback') fallbacks.push(await startFirestoreFallback(host, ports.firestore));
    if (choice.storage === 'fallback')
      fallbacks.push(await startStorageFallback(projectId, host, ports.storage));

    const emulatorEnv = {
      FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
      GCLOUD_PROJECT: projectId,
      STORAGE_BUCKET: `${projectId}.appspot.com`,
      // Emulators need no credentials: keep google-auth-library from probing a metadata server.
      METADATA_SERVER_DETECTION: 'none',
    };
    writeLocalConfig({ firestore: choice.firestore === 'official', storage: choice.storage === 'official' });
    const only = [
      'auth',
      'functions',
      'hosting',
      ...(choice.firestore === 'official' ? ['firestore'] : []),
      ...(choice.storage === 'official' ? ['storage'] : []),
    ];
    const firebaseBin = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
    const emulators = startGroup(
      process.execPath,
      [
        firebaseBin,
        'emulators:start',
        '--only',
        only.join(','),
        '--project',
        projectId,
        '--config',
        localConfig,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...emulatorEnv, ...adminEnv } },
    );
    children.push(emulators);
    const log: string[] = [];
    const keep = (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      if (process.env.JOURNAL_VERBOSE === '1' || /error|⚠|✘/i.test(text)) process.stdout.write(text);
    };
    emulators.stdout?.on('data', keep);
    emulators.stderr?.on('data', keep);
    emulators.on('exit', (code) => {
      if (!stopping) {
        console.error(`The Firebase emulators exited (${code}). Their output:\n${log.join('')}`);
        void stopAll(1);
      }
    });

    const appUrl = `http://${host}:${port}`;
    console.log('Starting the Firebase emulators…');
    await waitForUrl(`${appUrl}/api/volumes`, 180_000, () => emulators.exitCode === null);

    Object.assign(process.env, emulatorEnv, adminEnv);
    const { seedDemoContent } = await import('./lib/seed');
    const seeded = await seedDemoContent({ adminEmail, adminPassword });

    let webUrl = appUrl;
    if (dev) {
      const vite = startGroup('npx', ['vite', '--mode', 'emulator'], {
        cwd: join(root, 'web'),
        stdio: 'inherit',
        env: { ...process.env, ...adminEnv, VITE_DEV_API_TARGET: appUrl },
      });
      children.push(vite);
      webUrl = `http://${host}:5173`;
      await waitForUrl(webUrl, 60_000, () => vite.exitCode === null);
    }

    const names = describeChoice(choice);
    console.log(`
  The journal is running at ${webUrl}${dev ? `  (Vite dev server with hot reload; built app and API at ${appUrl})` : ''}

  Services (all on ${host}):
    App + API (Hosting emulator) ${appUrl}   /api/** → function "api", /archives/** → function "site"
    Functions emulator           ${host}:${ports.functions}
    Auth emulator                ${host}:${ports.auth}
    ${names.firestore.padEnd(28)} ${host}:${ports.firestore}
    ${names.storage.padEnd(28)} ${host}:${ports.storage}

  Demo content: ${seeded.volumes} volumes, ${seeded.issues} issues, ${seeded.articles} articles (one featured), ${seeded.submissions} submissions.
  Demo accounts:
    Admin   ${adminEmail} / ${adminPassword}   → ${webUrl}/admin/login
    Author  ${DEMO_AUTHOR.email} / ${DEMO_AUTHOR.password}   → ${webUrl}/guidelines/author-guidelines/submission

  Press Ctrl-C to stop everything.
`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    await stopAll(1);
  }
}

void main();
