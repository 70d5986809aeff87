/**
 * The storage sweeper's runs as the admin sees them (functions/src/services/sweeper.ts): when
 * each ran, how many stored files it checked, and the files it removed because no record
 * referred to them any more.
 */
import { z } from 'zod';

export const removedFileSchema = z.object({
  path: z.string(),
  /** In bytes. */
  size: z.number().int(),
  /** When the file was stored (ISO 8601). */
  storedAt: z.string(),
});
export type RemovedFile = z.infer<typeof removedFileSchema>;

export const sweepSchema = z.object({
  _id: z.string(),
  /** ISO 8601. */
  ranAt: z.string(),
  checked: z.number().int(),
  removed: z.array(removedFileSchema),
  /** Orphans it could not remove this time; a later pass tries them again. */
  failed: z.number().int(),
});
export type Sweep = z.infer<typeof sweepSchema>;
