/**
 * The Firestore data model: collection names and the stored document shapes. Services own
 * every read and write of these; routes never touch Firestore directly.
 *
 *   volumes/{id}        VolumeDoc
 *   issues/{id}         IssueDoc      (volume denormalised: {_id, slug, name, year})
 *   articles/{id}       ArticleDoc    (volume and issue denormalised)
 *   slugs/{kind:key}    SlugClaim     (uniqueness of volume slugs, issue slugs within a volume,
 *                                      article slugs; created in the record's transaction)
 *   users/{uid}         UserDoc
 *   usernames/{key}     UsernameClaim (uniqueness of usernames up to case, NFKC and look-alike
 *                                      characters: common/src/username-key.ts; the id is the
 *                                      key's documentIdForKey, services/input.ts)
 *   submissions/{id}    SubmissionDoc
 *   pendingSlots/{uid:n} PendingSlot  (n < MAX_PENDING_SUBMISSIONS: one per submission of that
 *                                      author awaiting a decision; services/submissions.ts)
 *   meta/archive        ArchiveMeta   (bumped on every archive write: invalidates search indexes)
 *   meta/catalog        CatalogDoc    (every volume and issue, for lists that show them all:
 *                                      services/catalog.ts)
 *   meta/seed           SeedMark      (written last by the local demo seed: the stack is ready)
 *   meta/counts         ListCounts    (users, submissions by status, articles: the admin lists'
 *                                      totals, services/list-counts.ts)
 *   metrics/{hash}      MetricMark    (views/downloads de-duplication within 30 minutes)
 *   rateLimits/{hash}   RateLimitDoc  (one subject's recent uses of one rate limit:
 *                                      services/rate-limits.ts)
 *   sweeps/{id}         SweepDoc      (one per run of the storage sweeper: services/sweeper.ts)
 *   mail/{id}           MailDoc       (the mail outbox: services/mail.ts)
 *   dois/{key}          DoiClaim      (every DOI ever given to an article, kept after the
 *                                      article is deleted so no DOI is given twice:
 *                                      services/dois.ts)
 *   meta/journal        JournalSettings (common/src/contracts/journal.ts: services/journal-settings.ts)
 *   meta/crossref       CrossrefMeta  (the last Crossref batch timestamp given out, raised in a
 *                                      transaction by every export, and each issue's last
 *                                      deposit for the dashboard: services/crossref-record.ts)
 *   fullTexts/{slug}    FullTextDoc   (an article's HTML full text, converted from the Word file
 *                                      the editor attached, by the article's slug: services/full-texts.ts)
 *   crossrefDeposits/{batchId} CrossrefDepositDoc (each deposit Crossref received, as it answered:
 *                                      services/crossref-record.ts)
 *
 * Every collection the functions use is named here, so that the Firestore rules tests cover it
 * (rules-test/firestore.rules.test.ts); the index coverage check fails on a write to any other.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { CrossrefDeposit } from '@journal/common/contracts/crossref';
import type { IssueRef } from '@journal/common/contracts/issues';
import type { ScholarlyRecord } from '@journal/common/contracts/scholarly';
import type { PublishedPlace, SubmissionFields } from '@journal/common/contracts/submissions';
import type { VolumeRef } from '@journal/common/contracts/volumes';
import type { StructuredFullText } from '../fulltext/structure';
import type { SubmissionStatus } from '@journal/common/constants';

export const collections = {
  volumes: 'volumes',
  issues: 'issues',
  articles: 'articles',
  slugs: 'slugs',
  users: 'users',
  usernames: 'usernames',
  submissions: 'submissions',
  pendingSlots: 'pendingSlots',
  meta: 'meta',
  metrics: 'metrics',
  rateLimits: 'rateLimits',
  sweeps: 'sweeps',
  mail: 'mail',
  dois: 'dois',
  crossrefDeposits: 'crossrefDeposits',
  fullTexts: 'fullTexts',
} as const;

export interface VolumeDoc {
  name: string;
  slug: string;
  year: number;
  createdAt: Timestamp;
}

export interface IssueDoc {
  name: string;
  slug: string;
  volumeId: string;
  volume: VolumeRef;
  createdAt: Timestamp;
}

/**
 * The scholarly record is absent on articles stored before it existed, until the backfill
 * (scripts/backfill-scholarly.ts) writes it; reads answer it derived meanwhile (article-shape.ts).
 */
export interface ArticleDoc extends Searchable, Partial<ScholarlyRecord> {
  slug: string;
  title: string;
  /** The contributors' names in order (contracts/scholarly.ts authorLine), kept for lists and search. */
  author: string;
  abstract: string;
  keywords: string[];
  issn: string;
  doi: string;
  featured: boolean;
  volumeId: string;
  issueId: string;
  volume: VolumeRef;
  issue: IssueRef;
  /** Storage object paths; null when the article has no such file. */
  imagePath: string | null;
  imageContentType: string | null;
  /** The cover's width and its narrower copies (cover-image.ts); absent on covers stored before them. */
  imageWidth?: number | null;
  imageRenditions?: CoverRendition[];
  pdfPath: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  views: number;
  downloads: number;
  /** The submission it was published from (services/publish.ts); absent for articles typed in. */
  submissionId?: string;
  /** Its HTML full text in `fullTexts/{id}`; absent or null when it has none. */
  fullText?: FullTextMark | null;
}

/** A narrower copy of an article's cover, stored beside it. */
export interface CoverRendition {
  width: number;
  path: string;
}

/**
 * What the article's own document says of its full text: enough for lists and the page to know
 * there is one, and for the figure route to know the current files without reading the text.
 */
export interface FullTextMark {
  words: number;
  updatedAt: Timestamp;
  /** The Word file's Storage folder under the article's (`full-text/{generation}/`): a new one per upload. */
  generation: string;
}

/**
 * An article's converted full text (fulltext/structure.ts: its HTML, contents, search words,
 * counts and warnings), with what it was converted from.
 */
export interface FullTextDoc extends StructuredFullText {
  articleId: string;
  generation: string;
  sourceName: string;
  sourceBytes: number;
  updatedAt: Timestamp;
}

export interface DoiClaim {
  doi: string;
  articleId: string;
  claimedAt: Timestamp;
}

/** A deposit the receiver took (contracts/crossref.ts CrossrefDeposit, its time a Timestamp). */
export interface CrossrefDepositDoc extends Omit<CrossrefDeposit, 'sentAt'> {
  sentAt: Timestamp;
}

export interface CrossrefMeta {
  /** The largest batch timestamp any export has used; the next is larger. */
  lastTimestamp: number;
  /** Each issue's last deposit, by the issue's id. */
  lastDeposits?: Record<string, CrossrefDepositDoc>;
}

export interface SlugClaim {
  kind: 'volume' | 'issue' | 'article';
  recordId: string;
}

/** Prefixes of the fields the admin searches a list by (services/search-keys.ts). */
interface Searchable {
  searchKeys: string[];
}

export interface UserDoc extends Searchable {
  username: string;
  email: string;
  createdAt: Timestamp;
  /** https://orcid.org/…, set by the author on their dashboard; profiles made before it have none. */
  orcid?: string | null;
}

export interface UsernameClaim {
  uid: string;
  /** As its holder wrote it, to tell a plain clash from a look-alike. */
  username: string;
  /** The folded key the id is made from, readable where the id is a hash. */
  key: string;
}

/** The form's fields as the contract has them (a new field needs no change here), and what the journal adds. */
export type SubmissionDoc = SubmissionFields &
  Searchable & {
    manuscriptFileName: string;
    manuscriptContentType: string;
    manuscriptSize: number;
    /** Storage object path: manuscripts/{authorUid}/{submissionId}/{file name}. */
    manuscriptPath: string;
    authorUid: string;
    status: SubmissionStatus;
    createdAt: Timestamp;
    decidedBy: string | null;
    decidedAt: Timestamp | null;
    /** The author's pending slot it holds while Pending; null once decided. */
    pendingSlot: number | null;
    /** Where it was published (services/publish.ts); absent or null before. */
    published?: PublishedPlace | null;
  };

export interface PendingSlot {
  uid: string;
  submissionId: string;
}

export interface ArchiveMeta {
  version: number;
  updatedAt: Timestamp;
}

export interface SeedMark {
  completedAt: Timestamp;
}
