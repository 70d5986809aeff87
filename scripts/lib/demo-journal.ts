/**
 * The demo journal's settings (the admin's Journal tab), seeded before its articles so that they
 * take their ISSN, licence, language and DOIs from them. Nothing here is registered anywhere:
 * the identifiers are for trying the platform out, never for a deposit that counts. Checked by
 * the journal's own schema, as the tab's form and the API check them.
 */
import { JOURNAL } from '@journal/common/constants';
import {
  DEFAULT_DOI_PATTERN,
  DEFAULT_LICENCE,
  journalSettingsSchema,
  type JournalSettings,
} from '@journal/common/contracts/journal';

export const demoJournalSettings: JournalSettings = journalSettingsSchema.parse({
  title: JOURNAL.title,
  abbreviatedTitle: 'ZJEAS',
  publisher: JOURNAL.publisher,
  // A demo value with a valid ISSN check digit, not an ISSN assigned to this journal.
  onlineIssn: '2958-2016',
  printIssn: '',
  // Crossref's documented test prefix: anyone may use it, and nothing under it is ever
  // registered or resolved (Crossref's documentation of its test prefix).
  doiPrefix: '10.5555',
  doiSuffixPattern: DEFAULT_DOI_PATTERN,
  licence: DEFAULT_LICENCE,
  language: 'en',
  depositorName: 'ZJEAS Editorial Office',
  depositorEmail: JOURNAL.contactEmail,
  registrant: JOURNAL.publisher,
});
