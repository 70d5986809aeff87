/**
 * Which indexes a Firestore query needs, by Firestore's own rules, and whether
 * firestore.indexes.json declares them. Neither emulator enforces indexes, so the test suite
 * records the shape of every query (firestore-recorder.ts) and checks them here:
 *
 * - Equality filters (==, in) alone, on any number of fields, are served by merging the
 *   automatic single-field indexes.
 * - A query ordered on one field (an explicit orderBy, or the implicit order of a range or
 *   != filter), with no other filter, is served by that field's single-field index.
 * - Equality or array-contains filters together with an order, two ordered fields (two ranges
 *   on different fields, or a range and an orderBy on another field), or array-contains with
 *   any other filter need a composite index: the equality and array fields first in any order,
 *   then the ordered fields in order and direction.
 * - Every index ends with the document name in the direction of its last field, so a trailing
 *   `__name__` order in that direction needs nothing more.
 * - Single-field indexes are automatic for collection scope only: a collection-group query
 *   needs each of its fields enabled for COLLECTION_GROUP in fieldOverrides, and an override
 *   replaces a field's automatic indexes (an empty list disables them).
 */

export type Direction = 'ASCENDING' | 'DESCENDING';
export type QueryScope = 'COLLECTION' | 'COLLECTION_GROUP';

/** A query as the recorder saw it; operators and directions as the Firestore protos name them. */
export interface QueryShape {
  project: string;
  collectionId: string;
  /** A collection-group query. */
  allDescendants: boolean;
  filters: { field: string; op: string }[];
  orderBy: { field: string; direction: Direction }[];
  aggregation: boolean;
}

/** One field of an index in firestore.indexes.json: an `order` or an `arrayConfig`. */
export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: QueryScope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: Direction; arrayConfig?: 'CONTAINS'; queryScope?: QueryScope }[];
}

export interface IndexConfig {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

export type IndexNeed =
  | {
      kind: 'composite';
      index: CompositeIndex & { queryScope: QueryScope };
      /** How many leading fields (the equality and array fields) may come in any order. */
      unordered: number;
    }
  | {
      kind: 'single-field';
      collectionGroup: string;
      queryScope: QueryScope;
      /** Without `order` or `arrayConfig`: an equality, which either direction serves. */
      field: IndexField;
    };

const NAME = '__name__';
const SYMBOLS: Record<string, string> = {
  EQUAL: '==',
  IN: 'in',
  IS_NULL: '== null',
  IS_NAN: '== NaN',
  ARRAY_CONTAINS: 'array-contains',
  ARRAY_CONTAINS_ANY: 'array-contains-any',
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  NOT_EQUAL: '!=',
  NOT_IN: 'not-in',
  IS_NOT_NULL: '!= null',
  IS_NOT_NAN: '!= NaN',
};
const EQUALITY = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const ARRAY = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);

function kindOf(op: string): 'equality' | 'array' | 'inequality' {
  if (!(op in SYMBOLS)) throw new Error(`Filter operator ${op} is not modelled by index-rules.ts`);
  return EQUALITY.has(op) ? 'equality' : ARRAY.has(op) ? 'array' : 'inequality';
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The order the query's results come in, as an index must hold it: the explicit orderBy, then
 * range fields it leaves out (by field path, in the last direction), then an explicit
 * `__name__`; fields fixed by an equality are no order at all, and a trailing `__name__` in
 * the direction before it is in every index anyway.
 */
export function effectiveOrder(shape: QueryShape): { field: string; direction: Direction }[] {
  const fixed = new Set(shape.filters.filter((f) => kindOf(f.op) === 'equality').map((f) => f.field));
  const explicit = shape.orderBy.filter((o) => !fixed.has(o.field));
  const named = explicit.filter((o) => o.field === NAME);
  const fields = explicit.filter((o) => o.field !== NAME);
  const direction = fields.at(-1)?.direction ?? 'ASCENDING';
  const ordered = new Set(fields.map((o) => o.field));
  const ranges = unique(shape.filters.filter((f) => kindOf(f.op) === 'inequality').map((f) => f.field))
    .filter((field) => !ordered.has(field) && !fixed.has(field))
    .sort()
    .map((field) => ({ field, direction }));
  const order = [...fields, ...ranges, ...named.slice(0, 1)];
  const last = order.at(-1);
  const before = order.at(-2)?.direction ?? 'ASCENDING';
  return last?.field === NAME && last.direction === before ? order.slice(0, -1) : order;
}

export function indexNeeds(shape: QueryShape): IndexNeed[] {
  const collectionGroup = shape.collectionId;
  const queryScope: QueryScope = shape.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
  const equalities = unique(shape.filters.filter((f) => kindOf(f.op) === 'equality').map((f) => f.field));
  const arrays = unique(shape.filters.filter((f) => kindOf(f.op) === 'array').map((f) => f.field));
  const order = effectiveOrder(shape);
  const prefix: IndexField[] = [
    ...equalities.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
    ...arrays.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' })),
  ];
  const composite =
    order.length > 1 || (order.length === 1 && prefix.length > 0) || (arrays.length > 0 && prefix.length > 1);
  if (composite) {
    const ordered = order.map(({ field, direction }): IndexField => ({ fieldPath: field, order: direction }));
    return [
      {
        kind: 'composite',
        index: { collectionGroup, queryScope, fields: [...prefix, ...ordered] },
        unordered: prefix.length,
      },
    ];
  }
  const singles: IndexField[] = [
    ...equalities.map((fieldPath) => ({ fieldPath })),
    ...arrays.map((fieldPath): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' })),
    ...order.map(({ field, direction }) => ({ fieldPath: field, order: direction })),
  ];
  // The document name's index is built in, in both directions and every scope.
  return singles
    .filter((field) => field.fieldPath !== NAME)
    .map((field) => ({ kind: 'single-field', collectionGroup, queryScope, field }));
}

/** The declared fields without the trailing `__name__` every index has implicitly. */
function significantFields(fields: IndexField[]): IndexField[] {
  const last = fields.at(-1);
  const before = fields.at(-2)?.order ?? 'ASCENDING';
  return last?.fieldPath === NAME && last.order === before ? fields.slice(0, -1) : fields;
}

const unorderedKey = (f: IndexField) => `${f.fieldPath}:${f.arrayConfig ?? 'value'}`;

export function serves(declared: CompositeIndex, need: Extract<IndexNeed, { kind: 'composite' }>): boolean {
  const wanted = need.index;
  if (declared.collectionGroup !== wanted.collectionGroup) return false;
  if ((declared.queryScope ?? 'COLLECTION') !== wanted.queryScope) return false;
  const fields = significantFields(declared.fields);
  if (fields.length !== wanted.fields.length) return false;
  const head = (list: IndexField[]) => list.slice(0, need.unordered).map(unorderedKey).sort().join();
  if (head(fields) !== head(wanted.fields)) return false;
  return fields.slice(need.unordered).every((f, i) => {
    const w = wanted.fields[need.unordered + i]!;
    return f.fieldPath === w.fieldPath && f.order === w.order && f.arrayConfig === w.arrayConfig;
  });
}

/** Whether a single-field index exists: automatic in collection scope unless overridden. */
export function hasSingleField(
  need: Extract<IndexNeed, { kind: 'single-field' }>,
  config: IndexConfig,
): boolean {
  const override = config.fieldOverrides?.find(
    (o) => o.collectionGroup === need.collectionGroup && o.fieldPath === need.field.fieldPath,
  );
  if (!override) return need.queryScope === 'COLLECTION';
  return override.indexes.some((index) => {
    if ((index.queryScope ?? 'COLLECTION') !== need.queryScope) return false;
    if (need.field.arrayConfig) return index.arrayConfig === need.field.arrayConfig;
    return index.order !== undefined && (need.field.order === undefined || index.order === need.field.order);
  });
}

export interface Coverage {
  missing: { shape: QueryShape; need: IndexNeed }[];
  unused: CompositeIndex[];
}

export function checkCoverage(shapes: QueryShape[], config: IndexConfig): Coverage {
  const missing: Coverage['missing'] = [];
  const used = new Set<CompositeIndex>();
  for (const shape of shapes) {
    for (const need of indexNeeds(shape)) {
      if (need.kind === 'single-field') {
        if (!hasSingleField(need, config)) missing.push({ shape, need });
        continue;
      }
      const serving = config.indexes.filter((declared) => serves(declared, need));
      if (serving.length === 0) missing.push({ shape, need });
      for (const declared of serving) used.add(declared);
    }
  }
  return { missing, unused: config.indexes.filter((declared) => !used.has(declared)) };
}

/** A query as a reader of the code would write it, e.g. `articles where issueId == · order by createdAt desc`. */
export function describeQuery(shape: QueryShape): string {
  const parts = [`${shape.collectionId}${shape.allDescendants ? ' (collection group)' : ''}`];
  if (shape.filters.length) {
    parts.push(`where ${shape.filters.map((f) => `${f.field} ${SYMBOLS[f.op] ?? f.op}`).join(', ')}`);
  }
  if (shape.orderBy.length) {
    const orders = shape.orderBy.map((o) => `${o.field} ${o.direction === 'ASCENDING' ? 'asc' : 'desc'}`);
    parts.push(`order by ${orders.join(', ')}`);
  }
  if (shape.aggregation) parts.push('count()');
  return parts.join(' · ');
}
