/**
 * Runs after the whole `vitest run` (scripts/test.ts runs it with vitest.index-coverage.config.ts)
 * and checks firestore.indexes.json against the shape of every query the run made through the
 * Firestore recorder: no query may need a composite index that is not declared, and no
 * declared composite index may go unused. Neither emulator enforces indexes; production does,
 * by refusing the query.
 *
 * It also checks that every collection the run wrote to is one the functions' data model names
 * (functions/src/services/model.ts), which is the list the Firestore rules tests close to
 * clients: a collection written under any other name would be left out of them. Tests that need
 * a collection of their own name it `scratch-…`.
 *
 * It reads what the run's recorder saw, which the global setup writes to JOURNAL_RECORDING_FILE
 * when the run ends: it means something only after the whole suite.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collections } from '../../functions/src/services/model';
import type { RecordedRun } from './firestore-recorder';
import { checkCoverage, describeQuery, type IndexConfig, type IndexNeed } from './index-rules';

const INDEXES_FILE = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const config = JSON.parse(readFileSync(INDEXES_FILE, 'utf8')) as IndexConfig;
const RECORDING_FILE = process.env.JOURNAL_RECORDING_FILE;
if (!RECORDING_FILE)
  throw new Error('JOURNAL_RECORDING_FILE is not set: `npm test` runs this check after the suite');
const recorded = JSON.parse(readFileSync(RECORDING_FILE, 'utf8')) as RecordedRun;

const json = (value: unknown) => JSON.stringify(value, null, 2);

function remedy(need: IndexNeed): string {
  if (need.kind === 'composite') {
    const { collectionGroup, queryScope, fields } = need.index;
    return `needs this entry in "indexes":\n${json({ collectionGroup, queryScope, fields })}`;
  }
  const { collectionGroup, queryScope, field } = need;
  const entry = field.arrayConfig
    ? { arrayConfig: field.arrayConfig, queryScope }
    : { order: field.order ?? 'ASCENDING', queryScope };
  return `needs a single-field index that "fieldOverrides" must enable for ${collectionGroup}.${field.fieldPath}:\n${json(entry)}`;
}

describe('firestore.indexes.json', () => {
  it('the recorder read every call of the run', () => {
    expect(recorded.problems).toEqual([]);
  });

  it('declares every index the recorded queries need, and only those', () => {
    const shapes = recorded.queries;
    expect(shapes.length, 'no query was recorded: is FIRESTORE_EMULATOR_HOST the recorder?').toBeGreaterThan(
      0,
    );
    const { missing, unused } = checkCoverage(shapes, config);
    // Each missing index once, with every query that needs it (from any project of the run).
    const byNeed = new Map<string, { need: IndexNeed; queries: Set<string> }>();
    for (const { shape, need } of missing) {
      const key = JSON.stringify(need);
      const entry = byNeed.get(key) ?? { need, queries: new Set<string>() };
      entry.queries.add(describeQuery(shape));
      byNeed.set(key, entry);
    }
    const report = [
      ...[...byNeed.values()].map(
        ({ need, queries }) => `Query ${[...queries].join('\n  and query ')}\n${remedy(need)}`,
      ),
      ...unused.map((index) => `Declared but used by no recorded query:\n${json(index)}`),
    ];
    expect(report, `${INDEXES_FILE}:\n\n${report.join('\n\n')}`).toEqual([]);
  });
});

/** Collections a test makes for itself (never the functions) are named `scratch-…`. */
const SCRATCH = /^scratch-/;

describe('the collections the run wrote to', () => {
  it('are all named in the data model, so the rules tests cover each', () => {
    const written = recorded.writtenCollections;
    expect(written, 'no write was recorded').toContain(collections.articles);
    const named = new Set<string>(Object.values(collections));
    // A subcollection is covered by the rules of every depth beneath its top-level collection.
    const top = (path: string) => path.split('/')[0] ?? path;
    expect(written.filter((path) => !named.has(top(path)) && !SCRATCH.test(top(path)))).toEqual([]);
  });
});
