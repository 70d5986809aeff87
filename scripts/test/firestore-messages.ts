/**
 * The Firestore messages the recorder reads, decoded with the protos that firebase-admin's
 * own Firestore client ships (a protobufjs JSON descriptor), and a query's shape as the index
 * rules take it. Only the fields the recorder reads are typed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import protobuf from 'protobufjs';
import type { Direction, QueryShape } from './index-rules';

// The client's package exports only its entry points, so the descriptor is read as a file.
const firestoreClient = dirname(
  createRequire(import.meta.url).resolve('@google-cloud/firestore/package.json'),
);
const protos = protobuf.Root.fromJSON(
  JSON.parse(
    readFileSync(join(firestoreClient, 'build', 'protos', 'v1.json'), 'utf8'),
  ) as protobuf.INamespace,
);

interface StructuredQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: { field?: { fieldPath?: string }; direction?: Direction }[];
}

interface Filter {
  compositeFilter?: { op?: string; filters?: Filter[] };
  fieldFilter?: { field?: { fieldPath?: string }; op?: string };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string };
}

interface Messages {
  RunQueryRequest: { parent: string; structuredQuery: StructuredQuery };
  RunQueryResponse: { document?: object };
  RunAggregationQueryRequest: {
    parent: string;
    structuredAggregationQuery: {
      structuredQuery: StructuredQuery;
      aggregations?: { alias?: string; count?: object }[];
    };
  };
  RunAggregationQueryResponse: { result?: { aggregateFields?: Record<string, { integerValue?: number }> } };
  BatchGetDocumentsRequest: { database: string };
  BatchGetDocumentsResponse: { found?: object };
  ListenRequest: { addTarget?: { query?: { parent: string; structuredQuery?: StructuredQuery } } };
  CommitRequest: { database: string; writes?: Write[] };
  BatchWriteRequest: { database: string; writes?: Write[] };
  ListCollectionIdsRequest: { parent: string };
}

interface Write {
  update?: { name?: string };
  delete?: string;
  transform?: { document?: string };
}

/** The documents a commit or batch write names, relative to the database (`users/abc`). */
export function writtenDocuments(request: { database: string; writes?: Write[] }): string[] {
  const root = `${request.database}/documents/`;
  return (request.writes ?? [])
    .map((w) => w.update?.name ?? w.delete ?? w.transform?.document ?? '')
    .filter((name) => name.startsWith(root))
    .map((name) => name.slice(root.length));
}

function decoder<K extends keyof Messages>(name: K) {
  const type = protos.lookupType(`google.firestore.v1.${name}`);
  // Enums as their names (EQUAL, DESCENDING), 64-bit integers as numbers.
  return (bytes: Buffer) =>
    type.toObject(type.decode(bytes), { longs: Number, enums: String, defaults: false }) as Messages[K];
}

export const decode = {
  RunQueryRequest: decoder('RunQueryRequest'),
  RunQueryResponse: decoder('RunQueryResponse'),
  RunAggregationQueryRequest: decoder('RunAggregationQueryRequest'),
  RunAggregationQueryResponse: decoder('RunAggregationQueryResponse'),
  BatchGetDocumentsRequest: decoder('BatchGetDocumentsRequest'),
  BatchGetDocumentsResponse: decoder('BatchGetDocumentsResponse'),
  ListenRequest: decoder('ListenRequest'),
  CommitRequest: decoder('CommitRequest'),
  BatchWriteRequest: decoder('BatchWriteRequest'),
  ListCollectionIdsRequest: decoder('ListCollectionIdsRequest'),
};

/** `projects/{project}/databases/...` → the project. */
export function projectOf(resource: string): string {
  const project = /^projects\/([^/]+)\//.exec(`${resource}/`)?.[1];
  if (!project) throw new Error(`no project in '${resource}'`);
  return project;
}

/** The field filters of a filter, with AND composites flattened. */
function fieldFilters(filter: Filter | undefined): QueryShape['filters'] {
  if (!filter) return [];
  const { compositeFilter, fieldFilter, unaryFilter } = filter;
  if (compositeFilter) {
    // An OR query is served as several queries, one per disjunct, each with its own index.
    if (compositeFilter.op !== 'AND') throw new Error(`${compositeFilter.op} filters are not modelled`);
    return (compositeFilter.filters ?? []).flatMap(fieldFilters);
  }
  const single = fieldFilter ?? unaryFilter;
  return single ? [{ field: String(single.field?.fieldPath), op: String(single.op) }] : [];
}

export function shapeOf(parent: string, query: StructuredQuery, aggregation: boolean): QueryShape {
  const [from, ...more] = query.from ?? [];
  if (!from || more.length) throw new Error('a query must name exactly one collection');
  return {
    project: projectOf(parent),
    collectionId: String(from.collectionId),
    allDescendants: from.allDescendants === true,
    filters: fieldFilters(query.where),
    orderBy: (query.orderBy ?? []).map((o) => ({
      field: String(o.field?.fieldPath),
      direction: o.direction ?? 'ASCENDING',
    })),
    aggregation,
  };
}
