/**
 * The admin's long lists (users, submissions, articles) a page at a time, newest first:
 * `?limit=N&cursor=C&q=text` (submissions also `&status=`), answering
 * `{status, data, next, total, exact}` (docs/decisions.md "Admin lists: paging and search").
 */
import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../constants';
import { apiMessages } from '../messages';
import { refusal, type Refusal } from './refusal';
import { requestErrors } from './requests';

export const ADMIN_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
/** A search is matched against prefixes of at most this many characters; longer text is cut. */
export const MAX_SEARCH_PREFIX = 40;
/** A search counts its matches up to this many (one billed read); `exact` is false beyond. */
export const MAX_COUNTED_MATCHES = 1000;
/** Longest search text accepted; only its first MAX_SEARCH_PREFIX characters are matched. */
export const MAX_SEARCH_TEXT = 200;

/**
 * The API's own words for a bad paging parameter: these reach a person only through a
 * hand-edited address, so they name the parameter and what it takes.
 */
export const pagingMessages = {
  badLimit: `limit must be a whole number from 1 to ${ADMIN_PAGE.maxLimit}.`,
  badStatus: `status must be one of ${SUBMISSION_STATUSES.join(', ')}.`,
  badSearch: `q may be at most ${MAX_SEARCH_TEXT} characters long.`,
} as const;

export const pagingErrors = {
  badLimit: refusal('invalid', 'limit-invalid', pagingMessages.badLimit),
  badStatus: refusal('invalid', 'status-invalid', pagingMessages.badStatus),
  badSearch: refusal('invalid', 'search-invalid', pagingMessages.badSearch),
  badCursor: refusal('invalid', 'cursor-invalid', apiMessages.badCursor),
} as const;

export const adminPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE.maxLimit).default(ADMIN_PAGE.defaultLimit),
  /** Opaque: what it holds is checked where it is decoded (functions/src/services/paging.ts). */
  cursor: z.string().optional(),
  q: z.string().trim().max(MAX_SEARCH_TEXT).optional(),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

export const submissionPageQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(SUBMISSION_STATUSES).optional(),
});
export type SubmissionPageQuery = z.infer<typeof submissionPageQuerySchema>;

const refusalByParameter: Record<string, Refusal> = {
  limit: pagingErrors.badLimit,
  status: pagingErrors.badStatus,
  q: pagingErrors.badSearch,
  cursor: pagingErrors.badCursor,
};

/** The refusal of a page query that failed its schema: the first bad parameter's own. */
export function pageQueryRefusal(error: z.ZodError): Refusal {
  const parameter = error.issues[0]?.path[0];
  return (typeof parameter === 'string' && refusalByParameter[parameter]) || requestErrors.invalidQuery;
}

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
