import type { z } from 'zod';
import { articleFieldsSchema } from '@journal/common/contracts/articles';

/** The API's article rules, word for word: the form refuses what the API would. */
export const articleFormSchema = articleFieldsSchema;
export type ArticleFormValues = z.input<typeof articleFormSchema>;

export const emptyArticle: ArticleFormValues = {
  title: '',
  author: '',
  abstract: '',
  keywords: '',
  issn: '',
  doi: '',
  slug: '',
  volume: '',
  issue: '',
};
