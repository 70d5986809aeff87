/**
 * Gives articles stored before the scholarly record existed their record (scripts/
 * backfill-scholarly.ts): contributors split from SPEC's author line, the journal's licence and
 * language, the creation day as publication date, and a DOI from the journal's pattern when the
 * article has none and the journal has a prefix. A DOI an article already has is claimed for it,
 * so the pattern never gives it to another.
 *
 * Each article is written in a transaction that reads it again; an article that has its record
 * is left as it is, so the backfill may run any number of times. Names it cannot split with
 * confidence are kept whole as a family name and reported for the editor to correct.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { issueNumber, volumeNumber } from '@journal/common/citation/article-facts';
import type { JournalSettings } from '@journal/common/contracts/journal';
import { normalizeDoi } from '@journal/common/scholarly/identifiers';
import { contributorsFromAuthor } from '@journal/common/scholarly/author-split';
import { authorLine } from '@journal/common/scholarly/names';
import { bumpArchiveVersion } from './archive-meta';
import { findFreeDoi, requestedDoi } from './dois';
import { db } from './firebase';
import { readJournalSettings } from './journal-settings';
import { collections, type ArticleDoc } from './model';

const PAGE = 200;

export interface BackfillReport {
  /** Articles given their record (and maybe a DOI) by this run. */
  updated: number;
  /** Articles that had their record already. */
  unchanged: number;
  /** DOIs given from the pattern by this run. */
  doisGiven: number;
  /** Names kept whole, by article slug. */
  doubtful: { slug: string; names: string[] }[];
  /** Articles whose DOI another article holds: left without a claim, for the editor. */
  doiConflicts: { slug: string; doi: string }[];
}

type Outcome =
  | { kind: 'unchanged' }
  | { kind: 'updated'; doiGiven: boolean; doubtful: string[] }
  | { kind: 'doi-conflict'; doi: string };

/** Whether an article still lacks its record or, in a journal with a prefix, a DOI. */
function needsBackfill(doc: ArticleDoc, settings: JournalSettings): boolean {
  return !doc.contributors || (settings.doiPrefix !== '' && normalizeDoi(doc.doi) === null);
}

async function backfillOne(snap: QueryDocumentSnapshot, settings: JournalSettings): Promise<Outcome> {
  return db.runTransaction(async (tx): Promise<Outcome> => {
    const current = await tx.get(snap.ref);
    const doc = current.data() as ArticleDoc | undefined;
    if (!doc || !needsBackfill(doc, settings)) return { kind: 'unchanged' };
    const split = doc.contributors ? null : contributorsFromAuthor(doc.author);
    const publishedOn = doc.publishedOn ?? doc.createdAt.toDate().toISOString().slice(0, 10);
    const typed = normalizeDoi(doc.doi);
    const request = typed
      ? { doi: typed, typed: true }
      : requestedDoi('', settings, {
          year: publishedOn.slice(0, 4),
          volume: volumeNumber(doc),
          issue: issueNumber(doc),
          slug: doc.slug,
          id: snap.id,
        });
    let doi = doc.doi;
    if (request) {
      try {
        const free = await findFreeDoi(tx, request, snap.id);
        free.claim();
        doi = free.doi;
      } catch {
        // Only a DOI typed before claims existed can be held by another article.
        return { kind: 'doi-conflict', doi: request.doi };
      }
    }
    const contributors = doc.contributors ?? split?.contributors ?? [];
    tx.update(snap.ref, {
      contributors,
      author: authorLine(contributors),
      references: doc.references ?? [],
      licence: doc.licence ?? { ...settings.licence },
      publishedOn,
      articleNumber: doc.articleNumber ?? '',
      firstPage: doc.firstPage ?? '',
      lastPage: doc.lastPage ?? '',
      language: doc.language ?? settings.language,
      funding: doc.funding ?? [],
      doi,
    });
    // The author line is written anew from the contributors ('A; B' becomes 'A, B'): search
    // indexes are rebuilt from it.
    bumpArchiveVersion(tx);
    return { kind: 'updated', doiGiven: !typed && doi !== doc.doi, doubtful: split?.doubtful ?? [] };
  });
}

export async function backfillScholarlyRecords(): Promise<BackfillReport> {
  const settings = await readJournalSettings();
  const report: BackfillReport = { updated: 0, unchanged: 0, doisGiven: 0, doubtful: [], doiConflicts: [] };
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collection(collections.articles).orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) return report;
    for (const snap of page.docs) {
      const slug = (snap.data() as ArticleDoc).slug;
      const outcome = await backfillOne(snap, settings);
      if (outcome.kind === 'unchanged') report.unchanged += 1;
      if (outcome.kind === 'doi-conflict') report.doiConflicts.push({ slug, doi: outcome.doi });
      if (outcome.kind === 'updated') {
        report.updated += 1;
        if (outcome.doiGiven) report.doisGiven += 1;
        if (outcome.doubtful.length > 0) report.doubtful.push({ slug, names: outcome.doubtful });
      }
    }
    last = page.docs.at(-1);
  }
}
