/**
 * Test namespaces: every test file gets a Firestore project and a Storage bucket of its own, a
 * copy of the demo content (or nothing) and an admin account of its own, so that no file reads
 * another's data or depends on the order files run in. Global facts (exactly one featured
 * article, the admin's sessions, the archive's version) are per namespace.
 *
 * The official Firestore emulator keeps every project apart, but the product must keep its one
 * project id: ID tokens from the Auth emulator, which all files share, name the suite's project
 * (TEST_PROJECT) as their audience. So a namespace is reached through a door of its own, a gRPC
 * proxy in front of the emulator that turns `projects/TEST_PROJECT/` into the namespace's project
 * in every message and header on the way in and back on the way out. The two ids are the same
 * length, so no protobuf length changes. The door records what passes as the recorder does, into
 * the same recording, with the same commit faults (firestore-recorder.ts, RecorderTap): it sees
 * the namespace's project, so the namespace's reads are counted apart. One proxy between a
 * worker and the emulator, not a door in front of the recorder: that second hop cost the test
 * stack's process CPU on every call of every namespace.
 *
 * The test stack's process (stack.ts) owns the namespaces and serves them to test workers over
 * a small control server, which each file's setup (file-namespace.ts) asks.
 */
import { createServer, type Server } from 'node:http';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  DocumentReference,
  getFirestore,
  type DocumentData,
  type Firestore,
  type CollectionReference,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { freePort } from '../lib/free-port';
import { TEST_PROJECT } from './emulator-env';
import { ApiHosts } from './api-hosts';
import { startGrpcProxy } from '../lib/grpc-proxy';
import type { RecorderTap } from './firestore-recorder';
import { namespaceEnv, type TestNamespace } from './namespace-env';
import { leaveIdleConnectionsToClients } from './idle-connections';

export interface NamespaceRequest {
  /** `demo`: a copy of the demo content the global setup seeded; `empty`: a journal on its first day. */
  content: 'demo' | 'empty';
  api: boolean;
  /** The admin of another namespace, to be this one's too (a second journal of one test file). */
  adminEmail?: string;
}

export const ADMIN_PASSWORD = 'journal-admin';

/** Replaces every `from` in `bytes` by `to`, which has the same length. */
function replaceAll(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  let at = bytes.indexOf(from);
  if (at < 0) return bytes;
  const out = Buffer.from(bytes);
  while (at >= 0) {
    to.copy(out, at);
    at = out.indexOf(from, at + from.length);
  }
  return out;
}

/** A project's resource names as messages spell them, and percent-encoded as headers do. */
const spellings = (project: string) =>
  [`projects/${project}/`, `projects%2F${project}%2F`].map((text) => Buffer.from(text));

/** Turns every resource name of project `from` into one of project `to`. */
function projectSwap(from: string, to: string) {
  const [before, after] = [spellings(from), spellings(to)];
  return (bytes: Buffer) => before.reduce((out, name, i) => replaceAll(out, name, after[i]!), bytes);
}

interface TemplateDocument {
  path: string;
  data: DocumentData;
}

/** Every document of a database, subcollections included, with its data. */
async function readDocuments(db: Firestore): Promise<TemplateDocument[]> {
  const documents: TemplateDocument[] = [];
  const walk = async (collections: CollectionReference[]): Promise<void> => {
    for (const collection of collections) {
      for (const doc of (await collection.get()).docs)
        documents.push({ path: doc.ref.path, data: doc.data() });
      // Subcollections may hang under documents that do not exist themselves.
      const parents = await collection.listDocuments();
      await walk((await Promise.all(parents.map((parent) => parent.listCollections()))).flat());
    }
  };
  await walk(await db.listCollections());
  return documents;
}

/** A document's data with its references pointing into `target`. */
function relinked(value: unknown, target: Firestore): unknown {
  if (value instanceof DocumentReference) return target.doc(value.path);
  if (Array.isArray(value)) return value.map((item) => relinked(item, target));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, relinked(item, target)]));
  }
  return value;
}

interface Running {
  namespace: TestNamespace;
  stop(): Promise<void>;
}

export interface NamespaceOptions {
  /** How every namespace's door records what passes (the recorder's). */
  tap: RecorderTap;
  /** The Firestore emulator itself: every door forwards to it, and a namespace's data is dropped there. */
  emulator: { host: string; port: number };
  /** The environment of a namespace's API server (the suite's, before the namespace's own). */
  env: NodeJS.ProcessEnv;
  /**
   * Whether a released namespace's documents and files are deleted. A kept stack (`npm run
   * test:stack`) serves run after run and would pile them up; a run's own stack ends with the
   * run, its emulators and their data with it, so deleting them file by file is work for nothing:
   * releasing six copies of the demo (44 files each, and their documents) took 0.8–1.0
   * CPU-seconds with the deletions and 0.1 without (7 Dec), and a run makes about 80 namespaces.
   */
  dropReleasedData: boolean;
}

export class Namespaces {
  private count = 0;
  private readonly running = new Map<string, Running>();
  /** The namespace made ahead for the next request of each kind (`create`). */
  private readonly spares = new Map<string, Promise<TestNamespace>>();
  private stopping = false;
  private template: Promise<{ documents: TemplateDocument[]; files: string[] }> | null = null;
  /** The processes that serve the namespaces' APIs, each starting from the suite's environment. */
  private readonly apiHosts: ApiHosts;

  constructor(private readonly options: NamespaceOptions) {
    this.apiHosts = new ApiHosts(options.env);
  }

  /**
   * firebase-admin's Firestore for `projectId`, talking to the emulator itself: copying a
   * namespace is the tooling's work, which the recorder must neither count nor check.
   */
  private emulatorFirestore(projectId: string): { db: Firestore; done(): Promise<void> } {
    const app = initializeApp({ projectId }, `namespace-copy-${projectId}-${this.count}`);
    const recorder = process.env.FIRESTORE_EMULATOR_HOST;
    // The client reads its emulator's address when it is made.
    process.env.FIRESTORE_EMULATOR_HOST = `${this.options.emulator.host}:${this.options.emulator.port}`;
    try {
      return { db: getFirestore(app), done: () => deleteApp(app) };
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = recorder;
    }
  }

  /** The demo content as the global setup left it, read once. */
  private demo() {
    this.template ??= (async () => {
      const template = this.emulatorFirestore(TEST_PROJECT);
      const documents = await readDocuments(template.db).finally(() => template.done());
      const [files] = await getStorage().bucket(`${TEST_PROJECT}.appspot.com`).getFiles();
      return { documents, files: files.map((file) => file.name) };
    })();
    return this.template;
  }

  /** `demo-journal-n` and three base-36 digits: as long as TEST_PROJECT, never TEST_PROJECT. */
  private nextProject(): string {
    this.count += 1;
    const project = `demo-journal-n${this.count.toString(36).padStart(3, '0')}`;
    if (project.length !== TEST_PROJECT.length) throw new Error(`no namespace is left after ${project}`);
    return project;
  }

  /**
   * A namespace for a test file. One of each kind asked for is kept made ahead (a spare), so a
   * file gets its namespace at once, and the next file's is made while this one runs: a
   * namespace with its own API is a second or more of copying and starting a process, which
   * every file would otherwise wait for in turn. One that names another's admin is made on
   * demand.
   */
  async create(request: NamespaceRequest): Promise<TestNamespace> {
    if (request.adminEmail || this.stopping) return this.make(request);
    const kind = `${request.content}${request.api ? '+api' : ''}`;
    const ready = this.spares.get(kind) ?? this.make(request);
    const spare = this.make(request);
    // A spare that fails is made again when it is asked for; its failure is not the run's.
    spare.catch(() => undefined);
    this.spares.set(kind, spare);
    return ready.catch(() => this.make(request));
  }

  private async make(request: NamespaceRequest): Promise<TestNamespace> {
    const project = this.nextProject();
    const bucket = `${project}.appspot.com`;
    const adminEmail = request.adminEmail ?? `admin-${project}@journal.test`;
    const stops: (() => Promise<void>)[] = [];
    try {
      const port = await freePort();
      const door = await startGrpcProxy({
        host: '127.0.0.1',
        port,
        upstream: this.options.emulator,
        ...this.options.tap,
        onProblem: (problem) => this.options.tap.onProblem(`namespace ${project}: ${problem}`),
        rewrite: { up: projectSwap(TEST_PROJECT, project), down: projectSwap(project, TEST_PROJECT) },
      });
      stops.push(() => door.stop());
      if (this.options.dropReleasedData) stops.push(() => this.dropData(project, bucket));
      if (request.content === 'demo') await this.copyDemo(project, bucket);
      if (!request.adminEmail) {
        const auth = getAuth();
        const admin = await auth.createUser({
          email: adminEmail,
          password: ADMIN_PASSWORD,
          emailVerified: true,
        });
        stops.push(() => auth.deleteUser(admin.uid));
        await auth.setCustomUserClaims(admin.uid, { admin: true });
      }
      const namespace: TestNamespace = { project, firestore: `127.0.0.1:${port}`, bucket, adminEmail };
      if (request.api) {
        const server = await this.startApi(namespace);
        stops.push(server.stop);
        namespace.api = server.url;
      }
      this.running.set(project, { namespace, stop: () => runAll(stops.reverse()) });
      return namespace;
    } catch (err) {
      await runAll(stops.reverse());
      throw err;
    }
  }

  async release(project: string): Promise<boolean> {
    const running = this.running.get(project);
    if (!running) return false;
    this.running.delete(project);
    await running.stop();
    return true;
  }

  async stopAll(): Promise<void> {
    // The spares being made join the running namespaces first, so that none outlives the run.
    this.stopping = true;
    await Promise.allSettled(this.spares.values());
    this.spares.clear();
    await Promise.all([...this.running.keys()].map((project) => this.release(project)));
    await this.apiHosts.stopAll();
  }

  private async copyDemo(project: string, bucket: string) {
    const demo = await this.demo();
    const { db: target, done } = this.emulatorFirestore(project);
    try {
      const writer = target.bulkWriter();
      for (const { path, data } of demo.documents) {
        void writer.set(target.doc(path), relinked(data, target) as DocumentData);
      }
      await writer.close();
    } finally {
      await done();
    }
    const from = getStorage().bucket(`${TEST_PROJECT}.appspot.com`);
    const to = getStorage().bucket(bucket);
    await Promise.all(demo.files.map((name) => from.file(name).copy(to.file(name))));
  }

  private async dropData(project: string, bucket: string) {
    const { host, port } = this.options.emulator;
    await fetch(`http://${host}:${port}/emulator/v1/projects/${project}/databases/(default)/documents`, {
      method: 'DELETE',
    });
    await getStorage().bucket(bucket).deleteFiles({ force: true });
  }

  /** The API and site apps with the `mailDelivery` trigger for one namespace, in a process of the pool. */
  private async startApi(namespace: TestNamespace): Promise<{ url: string; stop(): Promise<void> }> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const serving = await this.apiHosts.serve({
      ...namespaceEnv(namespace),
      SITE_URL: url,
      JOURNAL_TEST_API_PORT: String(port),
    });
    return { url, stop: () => serving.release() };
  }
}

async function runAll(steps: (() => Promise<unknown>)[]) {
  for (const step of steps) {
    try {
      await step();
    } catch (err) {
      console.error(`releasing a test namespace: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

/** `POST /namespaces?content=demo|empty&api=1&admin=`, `DELETE /namespaces/{project}` and `GET /health`. */
export async function serveNamespaces(namespaces: Namespaces, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stack');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/health') return json(200, { ready: true });
    const fail = (err: unknown) => json(500, { message: err instanceof Error ? err.message : String(err) });
    if (req.method === 'POST' && url.pathname === '/namespaces') {
      const content = url.searchParams.get('content') === 'empty' ? 'empty' : 'demo';
      const adminEmail = url.searchParams.get('admin') ?? undefined;
      namespaces
        .create({ content, api: url.searchParams.get('api') === '1', adminEmail })
        .then((namespace) => json(201, namespace), fail);
      return;
    }
    const release = /^\/namespaces\/([a-z0-9-]+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && release) {
      namespaces.release(release[1] ?? '').then((found) => res.writeHead(found ? 204 : 404).end(), fail);
      return;
    }
    json(404, { message: 'POST /namespaces?content=demo|empty&api=1&admin=, DELETE /namespaces/{project}' });
  });
  leaveIdleConnectionsToClients(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
