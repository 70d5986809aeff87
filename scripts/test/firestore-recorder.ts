/**
 * The Firestore recorder: a pass-through (grpc-proxy.ts) between firebase-admin and the
 * Firestore emulator, which speak gRPC, that reads every call with the protos of
 * firebase-admin's own Firestore client and records
 *
 * - the shape of every query (RunQuery, RunAggregationQuery, Listen targets), for the index
 *   coverage test (index-coverage.test.ts): neither emulator enforces composite indexes;
 * - the documents read, per project, as Firestore bills them: each document a query answers,
 *   each document a batch get finds (in transactions too), and for an aggregation one read per
 *   thousand index entries it matched, at least one. Listen results are not counted.
 *
 * A small plain-HTTP control server answers workers and the benchmark: GET /reads?project=,
 * POST /reset?project=, GET /queries, GET /problems (what could not be read: any is a bug).
 */
import { createServer, type Server } from 'node:http';
import { decode, projectOf, shapeOf } from './firestore-messages';
import { startGrpcProxy } from './grpc-proxy';
import type { QueryShape } from './index-rules';

const BILLED_ENTRIES_PER_READ = 1000;
const SERVICE = '/google.firestore.v1.Firestore/';

export class FirestoreRecording {
  private readonly shapes = new Map<string, QueryShape>();
  private readonly reads = new Map<string, number>();
  readonly problems: string[] = [];

  queries(): QueryShape[] {
    return [...this.shapes.values()];
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
      case 'BeginTransaction':
      case 'Rollback':
      case 'Write':
      case 'BatchWrite':
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

export interface RunningRecorder {
  recording: FirestoreRecording;
  stop(): Promise<void>;
}

function controlServer(recording: FirestoreRecording): Server {
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
    if (route === 'GET /problems') return json(200, recording.problems);
    return json(404, { message: 'GET /reads?project=, POST /reset?project=, GET /queries, GET /problems' });
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
  const proxy = await startGrpcProxy({
    ...options.listen,
    upstream: options.upstream,
    observe: (path) => recording.observe(path),
    onProblem: (problem) => recording.problems.push(problem),
  });
  const control = options.controlPort === undefined ? null : controlServer(recording);
  if (control) {
    await new Promise<void>((resolve, reject) => {
      control.once('error', reject);
      control.listen(options.controlPort, options.listen.host, resolve);
    });
  }
  return {
    recording,
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
    problems: () => call<string[]>('GET', '/problems'),
  };
}
