/**
 * DOIs of articles (docs/decisions.md "Scholarly record"): typed by the editor under the
 * journal's prefix, or given from the journal's suffix pattern. Every DOI ever given has a claim
 * in `dois/`, which outlives its article: a DOI once registered with Crossref points at that
 * work for ever, so it is never given to another article, even after a deletion.
 */
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { articleErrors } from '@journal/common/contracts/articles';
import type { JournalSettings } from '@journal/common/contracts/journal';
import { doiHasPrefix, normalizeDoi } from '@journal/common/scholarly/identifiers';
import { refuse } from './errors';
import { db } from './firebase';
import { documentIdForKey } from './input';
import { collections, type DoiClaim } from './model';

/** Candidates tried for a pattern's DOI before giving up: '…', '….2', … '….20'. */
const MAX_CANDIDATES = 20;

/** DOIs compare without regard to case, so the claim is named by the lower-case DOI. */
const doiClaimRef = (doi: string): DocumentReference =>
  db.collection(collections.dois).doc(documentIdForKey(`doi:${doi.toLowerCase()}`));

/** What a suffix pattern's fields stand for, for one article. */
export interface DoiFacts {
  year: string;
  volume: string;
  issue: string;
  slug: string;
  id: string;
}

/** Characters Crossref recommends in a suffix; anything else in a field's value becomes '-'. */
const suffixSafe = (value: string) => value.replace(/[^A-Za-z0-9._;()/-]+/g, '-');

export function doiFromPattern(settings: JournalSettings, facts: DoiFacts): string {
  const values: Record<string, string> = {
    abbrev: settings.abbreviatedTitle.toLowerCase().replace(/[^a-z0-9]+/g, ''),
    ...facts,
    id: facts.id.toLowerCase(),
  };
  const suffix = settings.doiSuffixPattern.replace(/\{(\w+)\}/g, (_, field: string) =>
    suffixSafe(values[field] ?? ''),
  );
  return `${settings.doiPrefix}/${suffix}`;
}

/**
 * The DOI a new article asks for: the one typed (which must sit under the journal's prefix when
 * it has one), the pattern's when the journal has a prefix, or none.
 */
export function requestedDoi(typed: string, settings: JournalSettings, facts: DoiFacts): Requested | null {
  if (typed !== '') {
    const doi = normalizeDoi(typed);
    if (doi === null) throw refuse(articleErrors.invalidDoi);
    if (settings.doiPrefix !== '' && !doiHasPrefix(doi, settings.doiPrefix)) {
      throw refuse(articleErrors.doiOutsidePrefix(settings.doiPrefix));
    }
    return { doi, typed: true };
  }
  if (settings.doiPrefix === '') return null;
  return { doi: doiFromPattern(settings, facts), typed: false };
}

export interface Requested {
  doi: string;
  /** A typed DOI already given is refused; a pattern's moves on to '….2'. */
  typed: boolean;
}

/** A DOI found free in a transaction, and the write that claims it (after the transaction's other reads). */
export interface FreeDoi {
  doi: string;
  claim(): void;
}

/**
 * Finds the DOI the article may take, reading only: the one requested, or for a pattern's the
 * first of '…', '….2', … that no other article holds. A claim the article already holds (a
 * transaction run again after its commit) is its own, and needs no write.
 */
export async function findFreeDoi(
  tx: Transaction,
  requested: Requested,
  articleId: string,
): Promise<FreeDoi> {
  const candidates = requested.typed
    ? [requested.doi]
    : Array.from({ length: MAX_CANDIDATES }, (_, i) =>
        i === 0 ? requested.doi : `${requested.doi}.${i + 1}`,
      );
  for (const doi of candidates) {
    const ref = doiClaimRef(doi);
    const held = (await tx.get(ref)).data() as DoiClaim | undefined;
    if (held?.articleId === articleId) return { doi: held.doi, claim: () => undefined };
    if (held) continue;
    return {
      doi,
      claim: () => tx.create(ref, { doi, articleId, claimedAt: Timestamp.now() } satisfies DoiClaim),
    };
  }
  throw refuse(articleErrors.doiTaken(requested.doi));
}
