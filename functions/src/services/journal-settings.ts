/**
 * `meta/journal`: the journal's settings (common/src/contracts/journal.ts). Until the editor
 * saves them the journal answers the facts it was built with (JOURNAL in common/src/constants.ts),
 * with no ISSN and no DOI prefix, so a new installation works before anyone fills the tab in.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { JOURNAL } from '@journal/common/constants';
import {
  DEFAULT_DOI_PATTERN,
  DEFAULT_LICENCE,
  type JournalSettings,
} from '@journal/common/contracts/journal';
import { db } from './firebase';
import { collections } from './model';

export const journalSettingsRef = db.collection(collections.meta).doc('journal');

export const defaultJournalSettings = (): JournalSettings => ({
  title: JOURNAL.title,
  abbreviatedTitle: JOURNAL.shortTitle,
  publisher: JOURNAL.publisher,
  onlineIssn: '',
  printIssn: '',
  doiPrefix: '',
  doiSuffixPattern: DEFAULT_DOI_PATTERN,
  licence: { ...DEFAULT_LICENCE },
  language: JOURNAL.language,
  depositorName: '',
  depositorEmail: '',
  registrant: '',
});

/** The stored settings over the defaults: a field added later reads as its default. */
function fromStored(data: unknown): JournalSettings {
  if (data === undefined) return defaultJournalSettings();
  return { ...defaultJournalSettings(), ...(data as Partial<JournalSettings>) };
}

export async function readJournalSettings(tx?: Transaction): Promise<JournalSettings> {
  const snap = tx ? await tx.get(journalSettingsRef) : await journalSettingsRef.get();
  return fromStored(snap.data());
}

/**
 * Stores settings the journal's schema has checked (contracts/journal.ts), whole; nothing else
 * changes: articles keep what they were given, new ones read these.
 */
export async function saveJournalSettings(settings: JournalSettings): Promise<JournalSettings> {
  await journalSettingsRef.set(settings);
  return settings;
}
