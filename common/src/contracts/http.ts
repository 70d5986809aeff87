/**
 * The schemas every contract's answers are built from: the `{status, data}` envelope and the
 * `{status, code, message}` body of a refusal. Refusals themselves are in ./refusal.ts and typed
 * routes in ./routes.ts; neither needs zod, so a page that only reads a limit or a route does not
 * download it.
 */
import { z } from 'zod';

/** A successful answer: `{status, data}` (docs/decisions.md "The API"). */
export const dataBody = <T extends z.ZodType>(data: T) => z.object({ status: z.number().int(), data });

export const errorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
