import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  articleFieldsSchema,
  BLANK_SCHOLARLY_FIELDS,
  type ArticleFields,
} from '@journal/common/contracts/articles';
import type { ContributorInput } from '@journal/common/contracts/scholarly';

/**
 * What the form holds: the API's fields, with the lists (which travel as JSON text in the
 * multipart body) as the lists they are. The API's rules, word for word: the form refuses
 * what the API would.
 */
export type ArticleFormValues = Omit<z.input<typeof articleFieldsSchema>, 'contributors' | 'funding'> & {
  contributors: ContributorFormValues[];
  funding: { funder: string; award: string }[];
};

/** A contributor as the form edits it: every text present, the iD as typed. */
export type ContributorFormValues = Required<Omit<ContributorInput, 'affiliations' | 'orcid'>> & {
  orcid: string;
  affiliations: { name: string; ror: string; country: string }[];
};

export const articleFormResolver = zodResolver(articleFieldsSchema) as unknown as Resolver<
  ArticleFormValues,
  unknown,
  ArticleFields
>;

export const emptyAffiliation = { name: '', ror: '', country: '' };

export const emptyContributor = (corresponding: boolean): ContributorFormValues => ({
  givenNames: '',
  familyName: '',
  affiliations: [{ ...emptyAffiliation }],
  email: '',
  orcid: '',
  corresponding,
});

export const emptyArticle: ArticleFormValues = {
  title: '',
  author: '',
  contributors: [],
  abstract: '',
  keywords: '',
  issn: '',
  doi: '',
  slug: '',
  volume: '',
  issue: '',
  ...BLANK_SCHOLARLY_FIELDS,
  funding: [],
};
