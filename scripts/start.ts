/**
 * `npm start`: builds the app, starts the local Firebase stack (the Auth, Functions, Hosting
 * and official Firestore emulators from firebase-tools; the Storage emulator's GCS API in this
 * process), seeds the demo content, and prints where everything is. Ctrl-C stops it all.
 * `/api/health` answers `ready` only once the seed is complete.
 * `npm run dev`: the same backend, with Vite's dev server and hot reload for the web app.
 *
 * Environment: PORT (app port, default 5000), ADMIN_EMAIL, ADMIN_PASSWORD.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { securityHeaders } from '@journal/common/security-headers';
import { startStorageEmulator, type RunningService } from './lib/emulators';
import { root, startFirebaseEmulators, type RunningEmulators } from './lib/firebase-emulators';
import { prepareFirestoreDoor, type FirestoreDoor } from './lib/firestore-door';
import { prepareFirestoreEmulator } from './lib/firestore-emulator';
import { shareCompileCache } from './lib/compile-cache';
import { describeNodeRuntime, requireFunctionsNode } from './lib/node-runtime';
import { run, startGroup, stopGroup, waitForUrl } from './lib/process-group';
import { NO_METADATA_SERVER } from './lib/no-metadata-server';
import { DEMO_AUTHOR } from './lib/seed-accounts';
import { appPort, STACK_HOST, stackPorts } from './lib/stack-ports';
import { buildWeb, webBuildIsFresh } from './lib/web-build';
import { writeRobots } from './write-robots';

const dev = process.argv.includes('--dev');
const projectId = 'demo-journal';
const host = STACK_HOST;
const port = appPort();
const adminEmail = (process.env.ADMIN_EMAIL ?? 'admin@journal.test').toLowerCase();
const adminPassword = process.env.ADMIN_PASSWORD ?? 'journal-admin';
const ports = stackPorts;
const localConfigFile = '.firebase.local.json';

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

/**
 * firebase.json with this run's app port, beside it so that its relative paths resolve alike.
 * Its page headers are the deployed ones but for connect-src, which also names the Auth
 * emulator the local build signs in with (common/src/security-headers.ts); the
 * deployed firebase.json never does.
 */
const localSecretsFile = join(root, 'functions', '.secret.local');
const localSecretsMark = '# Written by npm start';

/**
 * The Functions emulator takes the secrets functions/src/index.ts declares from
 * functions/.secret.local, and asks Secret Manager (out of reach here, and the wrong place for
 * a local stack) for any it does not find there. The local stack's SMTP_URL is the mail catcher;
 * it has no Crossref account, so Crossref's credentials are `none` (not configured: the dashboard
 * says so). A file someone wrote by hand is theirs: it is left as it is.
 */
function writeLocalSecrets(smtpUrl: string) {
  if (existsSync(localSecretsFile) && !readFileSync(localSecretsFile, 'utf8').startsWith(localSecretsMark)) {
    console.log(`Using your own ${localSecretsFile}.`);
    return;
  }
  writeFileSync(
    localSecretsFile,
    `${localSecretsMark}: the local stack's Functions secrets.\nSMTP_URL=${smtpUrl}\nCROSSREF_USERNAME=none\nCROSSREF_PASSWORD=none\n`,
  );
}

function localConfig(): Record<string, unknown> {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, unknown>;
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const local = securityHeaders(`http://${host}:${ports.auth}`);
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) header.value = local[header.key] ?? header.value;
  }
  config.emulators.hosting = { host, port };
  config.emulators.firestore = { host, port: ports.firestore, websocketPort: ports.firestoreWebsocket };
  // Storage runs in this process (scripts/lib/emulators.ts), not under firebase-tools.
  delete config.emulators.storage;
  return config;
}

async function main() {
  try {
    // Before the build: a wrong Node or a missing Java is known at once, not a minute later.
    requireFunctionsNode();
    prepareFirestoreEmulator();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  // firebase-tools, its Functions workers and the seed compile the same packages at every start:
  // from the second start on they read the code back (lib/compile-cache.ts).
  shareCompileCache();
  await checkPorts();
  console.log(`The functions run on ${describeNodeRuntime()}.`);
  const adminEnv = { ADMIN_EMAIL: adminEmail, VITE_ADMIN_EMAIL: adminEmail };

  if (!dev) {
    // The browser's app and the page renderer the `site` function runs (scripts/lib/web-build.ts),
    // unless the last build is of these sources with this configuration. The mode's file
    // (web/.env.emulator) names the default admin; only an ADMIN_EMAIL of the developer's
    // reaches the build as a variable.
    const webEnv = process.env.ADMIN_EMAIL ? { ...process.env, VITE_ADMIN_EMAIL: adminEmail } : process.env;
    if (webBuildIsFresh('emulator', webEnv)) console.log('The web app is built already: no source changed.');
    else {
      console.log('Building the web app…');
      await buildWeb('emulator', webEnv);
    }
    writeRobots(`http://${host}:${port}`);
  }
  console.log('Building the functions…');
  await run('npm', ['run', 'build', '-w', 'functions', '--silent'], { cwd: root });

  const services: RunningService[] = [];
  let emulators: RunningEmulators | null = null;
  let door: FirestoreDoor | null = null;
  const children: ChildProcess[] = [];
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    for (const child of children.reverse()) await stopGroup(child);
    await emulators?.stop();
    await door?.close();
    for (const service of services.reverse()) await service.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    // maildev catches every message the journal sends (the functions' default SMTP address on
    // the emulators is its port): started first, so that the demo seed's mail arrives too.
    const mailInbox = `http://${host}:${ports.mailInbox}`;
    const maildev = startGroup(
      join(root, 'node_modules', '.bin', 'maildev'),
      ['--ip', host, '--smtp', String(ports.mailSmtp), '--web-ip', host, '--web', String(ports.mailInbox)],
      { cwd: root, stdio: 'ignore' },
    );
    children.push(maildev);
    await waitForUrl(`${mailInbox}/api/healthz`, 60_000, () => maildev.exitCode === null);

    services.push(await startStorageEmulator(projectId, host, ports.storage));

    const emulatorEnv = {
      FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `${host}:${ports.storage}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${host}:${ports.auth}`,
      GCLOUD_PROJECT: projectId,
      STORAGE_BUCKET: `${projectId}.appspot.com`,
      ...NO_METADATA_SERVER,
      SMTP_URL: `smtp://${host}:${ports.mailSmtp}`,
    };
    writeLocalSecrets(emulatorEnv.SMTP_URL);
    console.log('Starting the Firebase emulators…');
    const verbose = process.env.JOURNAL_VERBOSE === '1';
    // Contended transactions answered as production answers them (scripts/lib/firestore-door.ts).
    const firestoreDoor = await prepareFirestoreDoor({
      host,
      port: ports.firestore,
      java: prepareFirestoreEmulator().java,
      dir: join(root, 'node_modules', '.cache', 'journal', 'firestore-door'),
    });
    door = firestoreDoor;
    const opened = firestoreDoor.open();
    emulators = await startFirebaseEmulators({
      projectId,
      config: localConfig(),
      configPath: join(root, localConfigFile),
      only: ['auth', 'functions', 'hosting', 'firestore'],
      // The functions read JOURNAL_DEMO_SEED to hold /api/health at `seeding` until the seed
      // below is done, and build every absolute URL from SITE_URL, this stack's own address.
      env: {
        ...emulatorEnv,
        ...adminEnv,
        ...firestoreDoor.env,
        JOURNAL_DEMO_SEED: '1',
        SITE_URL: `http://${host}:${port}`,
      },
      verbose,
      onOutput: (text) => {
        if (!verbose && /error|⚠|✘/i.test(text) && !/Env variable override|MOTD/.test(text))
          process.stdout.write(text);
      },
    });
    await opened;
    const running = emulators;
    running.process.on('exit', (code) => {
      if (!stopping) {
        console.error(`The Firebase emulators exited (${code}). Their output:\n${running.output()}`);
        void stopAll(1);
      }
    });

    const appUrl = `http://${host}:${port}`;
    await waitForUrl(`${appUrl}/api/volumes`, 180_000, () => running.process.exitCode === null);

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

    console.log(`
  The journal is running at ${webUrl}${dev ? `  (Vite dev server with hot reload; built app and API at ${appUrl})` : ''}

  Services (all on ${host}):
    App + API (Hosting emulator) ${appUrl}   /api/** → function "api", every other page → function "site" (rendered)
    Functions emulator           ${host}:${ports.functions}   on ${describeNodeRuntime()}
    Auth emulator                ${host}:${ports.auth}
    Firestore emulator (official) ${host}:${ports.firestore}   ${running.firestore.build}
    Storage emulator (GCS API)   ${host}:${ports.storage}   firebase-tools, in this process, without a rules engine
    Mail inbox (maildev)         http://${host}:${ports.mailInbox}   every message the journal sends; SMTP on ${host}:${ports.mailSmtp}

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
