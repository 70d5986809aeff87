/**
 * The search index as a prebuilt snapshot in Cloud Storage, so that a function instance loads
 * one object instead of reading every article. A snapshot holds MiniSearch's index, the article
 * records that search results are answered from, and the `meta/archive` version it was built
 * at. The `searchIndex` trigger rebuilds it whenever that version moves; a reader that still
 * finds it missing or older builds and saves it itself.
 *
 * Versions only grow, so a snapshot at least as new as the version a reader read is current,
 * and a snapshot is never replaced by an older one.
 */
import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { readArchiveVersion } from './archive-meta';
import type { ArticleRecord } from './article-shape';
import { bucket, db } from './firebase';
import { readFullTextsForSearch } from './full-texts';
import { collections, type ArticleDoc, type FullTextMark } from './model';

/** A new name for a new shape or new fields, so that no deploy reads another's snapshot. */
export const SNAPSHOT_PATH = 'search/index-v2.json';
const CONTENT_TYPE = 'application/json';
/** Custom metadata, so a builder learns the stored version without downloading the index. */
const VERSION_KEY = 'archiveVersion';

/** What the index reads of an article: its record, and its full text's words when it has one. */
export interface IndexedArticle extends ArticleRecord {
  fullText?: string;
}

export interface SearchIndex {
  version: number;
  index: MiniSearch<IndexedArticle>;
  records: Map<string, ArticleRecord>;
}

interface StoredTime {
  seconds: number;
  nanoseconds: number;
}

type StoredArticle = Omit<ArticleDoc, 'createdAt' | 'updatedAt' | 'fullText'> & {
  createdAt: StoredTime;
  updatedAt: StoredTime;
  fullText?: (Omit<FullTextMark, 'updatedAt'> & { updatedAt: StoredTime }) | null;
};

interface Snapshot {
  version: number;
  index: AsPlainObject;
  articles: Record<string, StoredArticle>;
}

const FIELDS = ['title', 'author', 'keywords', 'abstract'] as const;

/** Building and loading must agree on these, or a loaded index answers for other fields. */
const indexOptions: Options<IndexedArticle> = {
  fields: [...FIELDS, 'fullText'],
  idField: 'id',
  extractField: (record, field) => {
    if (field === 'id') return record.id;
    if (field === 'fullText') return record.fullText ?? '';
    const value = record.doc[field as (typeof FIELDS)[number]];
    return Array.isArray(value) ? value.join(' ') : value;
  },
};

const snapshotFile = () => bucket.file(SNAPSHOT_PATH);

function isStatus(err: unknown, status: number): boolean {
  return (err as { code?: unknown }).code === status;
}

function storeTime(time: Timestamp): StoredTime {
  return { seconds: time.seconds, nanoseconds: time.nanoseconds };
}

function loadTime(time: StoredTime): Timestamp {
  return new Timestamp(time.seconds, time.nanoseconds);
}

function toSnapshot({ version, index, records }: SearchIndex): Snapshot {
  const articles: Record<string, StoredArticle> = {};
  for (const { id, doc } of records.values()) {
    articles[id] = {
      ...doc,
      createdAt: storeTime(doc.createdAt),
      updatedAt: storeTime(doc.updatedAt),
      ...(doc.fullText && { fullText: { ...doc.fullText, updatedAt: storeTime(doc.fullText.updatedAt) } }),
    };
  }
  return { version, index: index.toJSON(), articles };
}

function fromSnapshot(snapshot: Snapshot): SearchIndex {
  const records = new Map<string, ArticleRecord>();
  for (const [id, stored] of Object.entries(snapshot.articles)) {
    const { createdAt, updatedAt, fullText, ...rest } = stored;
    const doc: ArticleDoc = { ...rest, createdAt: loadTime(createdAt), updatedAt: loadTime(updatedAt) };
    // Absent stays absent (an article stored before full texts), as the stored document has it.
    if (fullText !== undefined)
      doc.fullText = fullText && { ...fullText, updatedAt: loadTime(fullText.updatedAt) };
    records.set(id, { id, doc });
  }
  return {
    version: snapshot.version,
    index: MiniSearch.loadJS<IndexedArticle>(snapshot.index, indexOptions),
    records,
  };
}

/**
 * Reads every article and every full text's words: the one costly step, which the trigger
 * normally takes for all instances. `version` must have been read before this call, so an index
 * is never older than its label; a write landing in between only makes the next reader build
 * once more. The full texts' words are in the index only, never in the snapshot's records.
 */
export async function buildSearchIndex(version: number): Promise<SearchIndex> {
  const [snap, fullTexts] = await Promise.all([
    db.collection(collections.articles).get(),
    readFullTextsForSearch(),
  ]);
  const records = new Map(snap.docs.map((d) => [d.id, { id: d.id, doc: d.data() as ArticleDoc }]));
  const index = new MiniSearch<IndexedArticle>(indexOptions);
  index.addAll([...records.values()].map((record) => ({ ...record, fullText: fullTexts.get(record.id) })));
  return { version, index, records };
}

/** The stored snapshot's version and generation; null when there is none. */
async function storedSnapshot(): Promise<{ version: number; generation: number } | null> {
  try {
    const [metadata] = await snapshotFile().getMetadata();
    // A snapshot without a version label counts as older than any.
    const version = Number(metadata.metadata?.[VERSION_KEY] ?? -1);
    return { version: Number.isFinite(version) ? version : -1, generation: Number(metadata.generation) };
  } catch (err) {
    if (isStatus(err, 404)) return null;
    throw err;
  }
}

async function loadSnapshot(): Promise<SearchIndex | null> {
  try {
    const [data] = await snapshotFile().download();
    return fromSnapshot(JSON.parse(data.toString('utf8')) as Snapshot);
  } catch (err) {
    if (isStatus(err, 404)) return null;
    throw err;
  }
}

/**
 * Stores `searchIndex` unless the stored snapshot is as new or newer; answers whether it wrote.
 * The write is conditional on the generation just checked (0: no object yet), so a builder that
 * lost a race to another gets 412 and checks again instead of replacing a newer snapshot. Each
 * 412 means another builder stored a newer version, so the loop ends.
 */
export async function saveSnapshot(searchIndex: SearchIndex): Promise<boolean> {
  const body = JSON.stringify(toSnapshot(searchIndex));
  for (;;) {
    const stored = await storedSnapshot();
    if (stored && stored.version >= searchIndex.version) return false;
    try {
      await snapshotFile().save(body, {
        resumable: false,
        contentType: CONTENT_TYPE,
        metadata: { contentType: CONTENT_TYPE, metadata: { [VERSION_KEY]: String(searchIndex.version) } },
        preconditionOpts: { ifGenerationMatch: stored?.generation ?? 0 },
      });
      return true;
    } catch (err) {
      if (!isStatus(err, 412)) throw err;
    }
  }
}

/**
 * The index for a reader that found `version` in `meta/archive`: the stored snapshot when it is
 * that new, otherwise one built from the articles and saved for every other instance.
 */
export async function loadSearchIndex(version: number): Promise<SearchIndex> {
  const stored = await loadSnapshot();
  if (stored && stored.version >= version) return stored;
  const built = await buildSearchIndex(version);
  await saveSnapshot(built);
  return built;
}

/**
 * Brings the stored snapshot up to the archive's current version, for the trigger on
 * `meta/archive`. Answers whether it wrote one: not when a reader (or an earlier run of the
 * trigger, which fires at least once per write) already stored that version or a newer one.
 */
export async function refreshSearchSnapshot(): Promise<boolean> {
  const version = await readArchiveVersion();
  const stored = await storedSnapshot();
  if (stored && stored.version >= version) return false;
  const saved = await saveSnapshot(await buildSearchIndex(version));
  logger.info('search snapshot', { version, saved });
  return saved;
}
