import { z } from 'zod';
import { submissionMessages } from '@journal/common/messages';
import { articleFieldsSchema } from '@journal/common/contracts/articles';
import { slugSchema } from '@journal/common/contracts/volumes';

/** The API's article rules, with a plain "Slug is required" before the slug's own pattern. */
export const articleFormSchema = articleFieldsSchema.extend({
  slug: z.string().trim().min(1, submissionMessages.required('Slug')).pipe(slugSchema),
});
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
