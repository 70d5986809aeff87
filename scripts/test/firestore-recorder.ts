/**
 * The Firestore recorder: a pass-through (grpc-proxy.ts) between firebase-admin and the
 * Firestore emulator, which speak gRPC, that reads every call with the protos of
 * firebase-admin's own Firestore client and records
 *
 * - the shape of every query (RunQuery, RunAggregationQuery, Listen targets), for the index
 *   coverage check (index-coverage.check.ts): neither emulator enforces composite indexes;
 * - the documents read, per project, as Firestore bills them: each document a query answers,
 *   each document a batch get finds (in transactions too), and for an aggregation one read per
 *   thousand index entries it matched, at least one. Listen results are not counted.
 *
 * It also injects commit faults (CommitFaults below): the next Commit that writes a given
 * document is applied by the emulator, and its answer reaches firebase-admin late, or as
 * UNAVAILABLE or DEADLINE_EXCEEDED, as when a network loses the answer to a commit.
 *
 * A small plain-HTTP control server answers workers and the benchmark: GET /reads?project=,
 * POST /reset?project=, GET /queries, GET /problems (what could not be read: any is a bug),
 * POST /commit-faults?project=&document=&(status=|delayMs=) and GET /commit-faults/{id}.
 */
import { createServer, type Server } from 'node:http';
import { decode, projectOf, shapeOf, writtenDocuments } from './firestore-messages';
import { startGrpcProxy, type CallFault, type GrpcProxyOptions } from '../lib/grpc-proxy';
import { leaveIdleConnectionsToClients } from './idle-connections';
import type { QueryShape } from './index-rules';

const BILLED_ENTRIES_PER_READ = 1000;
const SERVICE = '/google.firestore.v1.Firestore/';

/** What a run's recorder saw, as the global setup leaves it for the index coverage check. */
export interface RecordedRun {
  queries: QueryShape[];
  writtenCollections: string[];
  problems: string[];
}

export class FirestoreRecording {
  private readonly shapes = new Map<string, QueryShape>();
  private readonly reads = new Map<string, number>();
  /** Collection paths written to (`users`, or `a/b` for a subcollection b of a document of a). */
  private readonly written = new Set<string>();
  readonly problems: string[] = [];

  writtenCollections(): string[] {
    return [...this.written].sort();
  }

  private wrote(documents: string[]) {
    for (const document of documents) {
      this.written.add(
        document
          .split('/')
          .filter((_, i) => i % 2 === 0)
          .join('/'),
      );
    }
  }

  queries(): QueryShape[] {
    return [...this.shapes.values()];
  }

  summary(): RecordedRun {
    return {
      queries: this.queries(),
      writtenCollections: this.writtenCollections(),
      problems: this.problems,
    };
  }

  readsOf(project: string): number {
    return this.reads.get(project) ?? 0;
  }

  reset(project: string) {
    this.reads.delete(project);
  }

  private query(shape: QueryShape) {
    this.shapes.set(JSON.stringify(shape), shape);
  }

  private read(project: string, documents: number) {
    this.reads.set(project, this.readsOf(project) + documents);
  }

  /** What to do with the messages of one call, by its method. */
  observe(path: string) {
    const method = path.startsWith(SERVICE) ? path.slice(SERVICE.length) : '';
    let project = '';
    let countAlias: string | null = null;
    const ignore = () => undefined;
    switch (method) {
      case 'RunQuery':
        return {
          request: (bytes: Buffer) => {
            const { parent, structuredQuery } = decode.RunQueryRequest(bytes);
            project = projectOf(parent);
            this.query(shapeOf(parent, structuredQuery, false));
          },
          response: (bytes: Buffer) => {
            if (decode.RunQueryResponse(bytes).document) this.read(project, 1);
          },
        };
      case 'RunAggregationQuery':
        return {
          request: (bytes: Buffer) => {
            const { parent, structuredAggregationQuery } = decode.RunAggregationQueryRequest(bytes);
            const { structuredQuery, aggregations = [] } = structuredAggregationQuery;
            project = projectOf(parent);
            this.query(shapeOf(parent, structuredQuery, true));
            countAlias = aggregations.find((a) => a.count !== undefined)?.alias ?? null;
            // Only a count tells how many index entries matched, which is what is billed.
            if (countAlias === null) throw new Error('an aggregation without count() cannot be billed here');
          },
          response: (bytes: Buffer) => {
            const { result } = decode.RunAggregationQueryResponse(bytes);
            if (!result || countAlias === null) return;
            const matched = Number(result.aggregateFields?.[countAlias]?.integerValue ?? 0);
            this.read(project, Math.max(1, Math.ceil(matched / BILLED_ENTRIES_PER_READ)));
          },
        };
      case 'BatchGetDocuments':
        return {
          request: (bytes: Buffer) => {
            project = projectOf(decode.BatchGetDocumentsRequest(bytes).database);
          },
          response: (bytes: Buffer) => {
            if (decode.BatchGetDocumentsResponse(bytes).found) this.read(project, 1);
          },
        };
      case 'Listen':
        return {
          request: (bytes: Buffer) => {
            const { addTarget } = decode.ListenRequest(bytes);
            const query = addTarget?.query;
            if (query?.structuredQuery) this.query(shapeOf(query.parent, query.structuredQuery, false));
          },
          response: ignore,
        };
      case 'Commit':
        return {
          request: (bytes: Buffer) => this.wrote(writtenDocuments(decode.CommitRequest(bytes))),
          response: ignore,
        };
      case 'BatchWrite':
        return {
          request: (bytes: Buffer) => this.wrote(writtenDocuments(decode.BatchWriteRequest(bytes))),
          response: ignore,
        };
      case 'ListCollectionIds':
        // Billed as one read per call (a page of collection ids).
        return {
          request: (bytes: Buffer) => this.read(projectOf(decode.ListCollectionIdsRequest(bytes).parent), 1),
          response: ignore,
        };
      case 'BeginTransaction':
      case 'Rollback':
      case 'Write':
        return { request: ignore, response: ignore };
      default:
        return {
          // Another way of reading (GetDocument, ListDocuments…) would go uncounted.
          request: () => {
            throw new Error('this method is not modelled by the Firestore recorder');
          },
          response: ignore,
        };
    }
  }
}

/** The gRPC statuses a lost commit answer can arrive as; firebase-admin re-runs a transaction on both. */
export const COMMIT_FAULT_STATUSES = { UNAVAILABLE: 14, DEADLINE_EXCEEDED: 4 } as const;
export type CommitFaultStatus = keyof typeof COMMIT_FAULT_STATUSES;

export interface CommitFaultSpec {
  project: string;
  /**
   * A document path (`submissions/abc`) or its start (`pendingSlots/uid:`): the fault takes the
   * first Commit of `project` that writes a document under it. A test names documents only it
   * writes, so that tests running beside it never meet its fault.
   */
  document: string;
  answer: { status: CommitFaultStatus } | { delayMs: number };
}

export interface CommitFaultState {
  id: string;
  /** The emulator's own status for the faulted commit ('0': applied), null until one is taken. */
  upstreamStatus: string | null;
}

/** Armed commit faults, each taken by one Commit only. */
export class CommitFaults {
  private readonly armed = new Map<string, CommitFaultSpec>();
  private readonly states = new Map<string, CommitFaultState>();
  private next = 1;

  arm(spec: CommitFaultSpec): CommitFaultState {
    const state = { id: String(this.next++), upstreamStatus: null };
    this.armed.set(state.id, spec);
    this.states.set(state.id, state);
    return state;
  }

  state(id: string): CommitFaultState | null {
    return this.states.get(id) ?? null;
  }

  /** The fault a Commit takes, if one is armed for a document it writes. */
  take(path: string, request: Buffer): CallFault | null {
    if (path !== `${SERVICE}Commit` || this.armed.size === 0) return null;
    const commit = decode.CommitRequest(request);
    const written = writtenDocuments(commit);
    const project = projectOf(commit.database);
    for (const [id, spec] of this.armed) {
      if (spec.project !== project || !written.some((doc) => doc.startsWith(spec.document))) continue;
      this.armed.delete(id);
      const answered = (upstreamStatus: string) => {
        const state = this.states.get(id);
        if (state) state.upstreamStatus = upstreamStatus;
      };
      return 'status' in spec.answer
        ? {
            status: COMMIT_FAULT_STATUSES[spec.answer.status],
            message: 'injected by the Firestore recorder after the emulator applied the commit',
            answered,
          }
        : { delayMs: spec.answer.delayMs, answered };
    }
    return null;
  }
}

/** A fault from the control server's query: `status` or `delayMs`, never both; null if malformed. */
function commitFaultOf(params: URLSearchParams): CommitFaultSpec | null {
  const project = params.get('project');
  const document = params.get('document');
  const status = params.get('status');
  const delayMs = params.get('delayMs');
  if (!project || !document || (status === null) === (delayMs === null)) return null;
  if (status !== null) {
    return status in COMMIT_FAULT_STATUSES
      ? { project, document, answer: { status: status as CommitFaultStatus } }
      : null;
  }
  const ms = Number(delayMs);
  return Number.isInteger(ms) && ms >= 0 && ms <= 60_000
    ? { project, document, answer: { delayMs: ms } }
    : null;
}

/**
 * How a proxy in front of the emulator records as the recorder does. The recorder's own proxy
 * uses it, and so does each test namespace's door (namespaces.ts), which therefore forwards to
 * the emulator itself rather than to the recorder.
 */
export type RecorderTap = Pick<GrpcProxyOptions, 'observe' | 'faultOf' | 'onProblem'>;

export interface RunningRecorder {
  recording: FirestoreRecording;
  tap: RecorderTap;
  stop(): Promise<void>;
}

function controlServer(recording: FirestoreRecording, faults: CommitFaults): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://recorder');
    const project = url.searchParams.get('project') ?? '';
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /reads' && project) return json(200, { project, reads: recording.readsOf(project) });
    if (route === 'POST /reset' && project) {
      recording.reset(project);
      return json(200, { project, reads: 0 });
    }
    if (route === 'GET /queries') return json(200, recording.queries());
    if (route === 'GET /written-collections') return json(200, recording.writtenCollections());
    if (route === 'GET /problems') return json(200, recording.problems);
    if (route === 'POST /commit-faults') {
      const spec = commitFaultOf(url.searchParams);
      if (!spec) return json(400, { message: 'project=, document= and one of status= or delayMs=' });
      return json(201, faults.arm(spec));
    }
    const fault = /^GET \/commit-faults\/(\d+)$/.exec(route);
    if (fault) {
      const state = faults.state(fault[1] ?? '');
      return state ? json(200, state) : json(404, { message: 'no such commit fault' });
    }
    return json(404, {
      message:
        'GET /reads?project=, POST /reset?project=, GET /queries, GET /written-collections, GET /problems, POST /commit-faults, GET /commit-faults/{id}',
    });
  });
}

/**
 * Listens for firebase-admin on `listen` and forwards to the emulator at `upstream`; with a
 * `controlPort`, serves the control server there for other processes (the caller's own process
 * reads `recording`).
 */
export async function startFirestoreRecorder(options: {
  listen: { host: string; port: number };
  upstream: { host: string; port: number };
  controlPort?: number;
}): Promise<RunningRecorder> {
  const recording = new FirestoreRecording();
  const faults = new CommitFaults();
  const tap: RecorderTap = {
    observe: (path) => recording.observe(path),
    faultOf: (path, request) => faults.take(path, request),
    onProblem: (problem) => recording.problems.push(problem),
  };
  const proxy = await startGrpcProxy({ ...options.listen, upstream: options.upstream, ...tap });
  const control = options.controlPort === undefined ? null : controlServer(recording, faults);
  if (control) {
    leaveIdleConnectionsToClients(control);
    await new Promise<void>((resolve, reject) => {
      control.once('error', reject);
      control.listen(options.controlPort, options.listen.host, resolve);
    });
  }
  return {
    recording,
    tap,
    stop: async () => {
      if (control) await new Promise((resolve) => control.close(resolve));
      await proxy.stop();
    },
  };
}

/** The control server of the run's recorder, from a test worker (JOURNAL_FIRESTORE_RECORDER). */
export function recorderClient(baseUrl = process.env.JOURNAL_FIRESTORE_RECORDER) {
  if (!baseUrl) throw new Error('JOURNAL_FIRESTORE_RECORDER is not set: run the tests through vitest');
  const call = async <T>(method: string, path: string): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, { method });
    if (!res.ok) throw new Error(`Firestore recorder ${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const query = (project: string) => `?project=${encodeURIComponent(project)}`;
  return {
    reads: async (project: string) => (await call<{ reads: number }>('GET', `/reads${query(project)}`)).reads,
    reset: async (project: string) => {
      await call('POST', `/reset${query(project)}`);
    },
    queries: () => call<QueryShape[]>('GET', '/queries'),
    writtenCollections: () => call<string[]>('GET', '/written-collections'),
    problems: () => call<string[]>('GET', '/problems'),
    armCommitFault: (spec: CommitFaultSpec) => {
      const params = new URLSearchParams({ project: spec.project, document: spec.document });
      if ('status' in spec.answer) params.set('status', spec.answer.status);
      else params.set('delayMs', String(spec.answer.delayMs));
      return call<CommitFaultState>('POST', `/commit-faults?${params}`);
    },
    commitFault: (id: string) => call<CommitFaultState>('GET', `/commit-faults/${encodeURIComponent(id)}`),
  };
}
