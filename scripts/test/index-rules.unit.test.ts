/** Firestore's index rules as index-rules.ts encodes them, one rule at a time. */
import { describe, expect, it } from 'vitest';
import {
  checkCoverage,
  indexNeeds,
  type CompositeIndex,
  type IndexConfig,
  type QueryShape,
} from './index-rules';

type Order = QueryShape['orderBy'][number];
const asc = (field: string): Order => ({ field, direction: 'ASCENDING' });
const desc = (field: string): Order => ({ field, direction: 'DESCENDING' });

function query(filters: [string, string][], orderBy: Order[] = [], allDescendants = false): QueryShape {
  return {
    project: 'demo-rules',
    collectionId: 'articles',
    allDescendants,
    filters: filters.map(([field, op]) => ({ field, op })),
    orderBy,
    aggregation: false,
  };
}

/** The composite index a query needs, as firestore.indexes.json would declare it; null if none. */
function composite(shape: QueryShape) {
  const need = indexNeeds(shape).find((n) => n.kind === 'composite');
  return need?.kind === 'composite' ? need.index : null;
}

const index = (
  fields: CompositeIndex['fields'],
  queryScope: CompositeIndex['queryScope'] = 'COLLECTION',
) => ({
  collectionGroup: 'articles',
  queryScope,
  fields,
});

describe('which queries need a composite index', () => {
  it('equality filters alone, on any number of fields, merge single-field indexes', () => {
    expect(composite(query([['issueId', 'EQUAL']]))).toBeNull();
    expect(
      composite(
        query([
          ['issueId', 'EQUAL'],
          ['featured', 'EQUAL'],
          ['slug', 'IN'],
        ]),
      ),
    ).toBeNull();
  });

  it('one range and an order on the same field need only its single-field index', () => {
    expect(composite(query([['updatedAt', 'GREATER_THAN_OR_EQUAL']]))).toBeNull();
    expect(composite(query([['updatedAt', 'LESS_THAN']], [desc('updatedAt')]))).toBeNull();
    expect(composite(query([], [desc('createdAt')]))).toBeNull();
  });

  it('equality filters and an order on another field need equality fields first, then the order', () => {
    expect(composite(query([['issueId', 'EQUAL']], [desc('createdAt')]))).toEqual(
      index([
        { fieldPath: 'issueId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ]),
    );
  });

  it('equality filters and a range on another field need a composite ordered by the range', () => {
    expect(
      composite(
        query([
          ['volumeId', 'EQUAL'],
          ['updatedAt', 'GREATER_THAN'],
        ]),
      ),
    ).toEqual(
      index([
        { fieldPath: 'volumeId', order: 'ASCENDING' },
        { fieldPath: 'updatedAt', order: 'ASCENDING' },
      ]),
    );
  });

  it('ranges on two fields need a composite, explicit orders first, then the other range', () => {
    expect(
      composite(
        query(
          [
            ['year', 'GREATER_THAN'],
            ['views', 'LESS_THAN'],
          ],
          [desc('views')],
        ),
      ),
    ).toEqual(
      index([
        { fieldPath: 'views', order: 'DESCENDING' },
        { fieldPath: 'year', order: 'DESCENDING' },
      ]),
    );
  });

  it('array-contains alone uses its single-field index; with any other filter or order it needs a composite', () => {
    expect(composite(query([['keywords', 'ARRAY_CONTAINS']]))).toBeNull();
    expect(
      composite(
        query([
          ['keywords', 'ARRAY_CONTAINS'],
          ['featured', 'EQUAL'],
        ]),
      ),
    ).toEqual(
      index([
        { fieldPath: 'featured', order: 'ASCENDING' },
        { fieldPath: 'keywords', arrayConfig: 'CONTAINS' },
      ]),
    );
    expect(composite(query([['keywords', 'ARRAY_CONTAINS_ANY']], [desc('createdAt')]))).toEqual(
      index([
        { fieldPath: 'keywords', arrayConfig: 'CONTAINS' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ]),
    );
  });

  it('a trailing __name__ in the direction of the order before it is implicit', () => {
    expect(composite(query([['volumeId', 'EQUAL']], [asc('updatedAt'), asc('__name__')]))).toEqual(
      index([
        { fieldPath: 'volumeId', order: 'ASCENDING' },
        { fieldPath: 'updatedAt', order: 'ASCENDING' },
      ]),
    );
    expect(
      composite(query([['updatedAt', 'GREATER_THAN_OR_EQUAL']], [asc('updatedAt'), asc('__name__')])),
    ).toBeNull();
    expect(composite(query([['issueId', 'EQUAL']], [asc('__name__')]))).toBeNull();
  });

  it('a __name__ order against the direction before it is part of the index', () => {
    expect(composite(query([], [desc('createdAt'), asc('__name__')]))).toEqual(
      index([
        { fieldPath: 'createdAt', order: 'DESCENDING' },
        { fieldPath: '__name__', order: 'ASCENDING' },
      ]),
    );
  });

  it('an order on a field fixed by an equality is no order', () => {
    expect(composite(query([['featured', 'EQUAL']], [asc('featured')]))).toBeNull();
  });

  it('collection-group queries need indexes in COLLECTION_GROUP scope', () => {
    expect(composite(query([['issueId', 'EQUAL']], [desc('createdAt')], true))?.queryScope).toBe(
      'COLLECTION_GROUP',
    );
  });

  it('refuses an operator it does not know, rather than guessing', () => {
    expect(() => indexNeeds(query([['title', 'STARTS_WITH']]))).toThrow(/STARTS_WITH/);
  });
});

describe('checking firestore.indexes.json against the queries', () => {
  const byIssueNewest = query([['issueId', 'EQUAL']], [desc('createdAt')]);
  const config = (
    indexes: CompositeIndex[],
    fieldOverrides: IndexConfig['fieldOverrides'] = [],
  ): IndexConfig => ({
    indexes,
    fieldOverrides,
  });

  it('finds a missing composite index and an unused one', () => {
    const unusedIndex = index([
      { fieldPath: 'title', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'ASCENDING' },
    ]);
    const result = checkCoverage([byIssueNewest], config([unusedIndex]));
    expect(result.missing.map((m) => m.need)).toEqual(indexNeeds(byIssueNewest));
    expect(result.unused).toEqual([unusedIndex]);
  });

  it('matches equality fields in any order and an explicit trailing __name__', () => {
    const shape = query(
      [
        ['issueId', 'EQUAL'],
        ['featured', 'EQUAL'],
      ],
      [desc('createdAt')],
    );
    const declared = index([
      { fieldPath: 'featured', order: 'DESCENDING' },
      { fieldPath: 'issueId', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
      { fieldPath: '__name__', order: 'DESCENDING' },
    ]);
    expect(checkCoverage([shape], config([declared]))).toEqual({ missing: [], unused: [] });
  });

  it('does not accept an index whose ordered fields differ in direction or scope', () => {
    const wrongDirection = index([
      { fieldPath: 'issueId', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'ASCENDING' },
    ]);
    const wrongScope = index(
      [
        { fieldPath: 'issueId', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
      'COLLECTION_GROUP',
    );
    const result = checkCoverage([byIssueNewest], config([wrongDirection, wrongScope]));
    expect(result.missing).toHaveLength(1);
    expect(result.unused).toHaveLength(2);
  });

  it('reports a query on a field whose single-field indexes fieldOverrides disable', () => {
    const shape = { ...query([['expiresAt', 'LESS_THAN']]), collectionId: 'metrics' };
    const disabled = config(
      [],
      [{ collectionGroup: 'metrics', fieldPath: 'expiresAt', ttl: true, indexes: [] }],
    );
    expect(checkCoverage([shape], disabled).missing).toEqual([
      {
        shape,
        need: {
          kind: 'single-field',
          collectionGroup: 'metrics',
          queryScope: 'COLLECTION',
          field: { fieldPath: 'expiresAt', order: 'ASCENDING' },
        },
      },
    ]);
    expect(checkCoverage([shape], config([])).missing).toEqual([]);
  });

  it('needs collection-group single-field indexes enabled by a field override', () => {
    const shape = query([['slug', 'EQUAL']], [], true);
    expect(checkCoverage([shape], config([])).missing).toHaveLength(1);
    const enabled = config(
      [],
      [
        {
          collectionGroup: 'articles',
          fieldPath: 'slug',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    );
    expect(checkCoverage([shape], enabled).missing).toEqual([]);
  });
});
