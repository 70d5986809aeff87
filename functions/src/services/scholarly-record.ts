/**
 * The scholarly record a new article is stored with, from the admin's form or a publication
 * (contracts/articles.ts articleFieldsSchema): what the form leaves blank comes from the
 * journal's settings, and contributors from SPEC's author line when none are given.
 */
import type { ArticleFields } from '@journal/common/contracts/articles';
import type { JournalSettings } from '@journal/common/contracts/journal';
import { referencesFromText, type ScholarlyRecord } from '@journal/common/contracts/scholarly';
import { contributorsFromAuthor } from '@journal/common/scholarly/author-split';

/** `today` is YYYY-MM-DD: the publication date when the form gives none. */
export function scholarlyRecordFrom(
  fields: ArticleFields,
  settings: JournalSettings,
  today: string,
): ScholarlyRecord {
  return {
    contributors:
      fields.contributors.length > 0
        ? fields.contributors
        : contributorsFromAuthor(fields.author).contributors,
    references: referencesFromText(fields.references),
    licence: fields.licenceName
      ? { name: fields.licenceName, url: fields.licenceUrl }
      : { ...settings.licence },
    publishedOn: fields.publishedOn || today,
    articleNumber: fields.articleNumber,
    firstPage: fields.firstPage,
    lastPage: fields.lastPage,
    language: fields.language || settings.language,
    funding: fields.funding,
  };
}
