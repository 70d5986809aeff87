/**
 * The admin's long lists (users, submissions, articles) a page at a time, newest first:
 * `?limit=N&cursor=C&q=text` (submissions also `&status=`), answering
 * `{status, data, next, total, exact}` (docs/decisions.md "Admin lists: paging and search").
 */
import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../constants';
import { apiMessages } from '../messages';
import { refusal } from './http';

export const ADMIN_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
/** A search is matched against prefixes of at most this many characters; longer text is cut. */
export const MAX_SEARCH_PREFIX = 40;
/** A search counts its matches up to this many (one billed read); `exact` is false beyond. */
export const MAX_COUNTED_MATCHES = 1000;

const cursorText = /^[A-Za-z0-9_-]{1,400}$/;

export const adminPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE.maxLimit).default(ADMIN_PAGE.defaultLimit),
  cursor: z.string().regex(cursorText).optional(),
  q: z.string().trim().max(200).optional(),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

export const submissionPageQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(SUBMISSION_STATUSES).optional(),
});
export type SubmissionPageQuery = z.infer<typeof submissionPageQuerySchema>;

export interface AdminPage<T> {
  data: T[];
  /** The cursor of the next page, or null on the last. */
  next: string | null;
  /** Every record the list holds with these filters, or MAX_COUNTED_MATCHES when not `exact`. */
  total: number;
  exact: boolean;
}

export const adminPageBodySchema = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.number().int(),
    data: z.array(item),
    next: z.string().nullable(),
    total: z.number().int(),
    exact: z.boolean(),
  });

export const pagingErrors = {
  badCursor: refusal('invalid', 'cursor-invalid', apiMessages.badCursor),
} as const;
