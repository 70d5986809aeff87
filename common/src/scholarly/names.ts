/**
 * Contributors' names as people read them. Free of zod (as ./identifiers.ts), so the public
 * pages that show authors load no schema code.
 */
import type { Contributor } from '../contracts/scholarly';

type Named = Pick<Contributor, 'givenNames' | 'familyName'>;

/** A person's name as it is written: 'Given Family', or the family name alone. */
export const contributorName = (c: Named): string =>
  c.givenNames ? `${c.givenNames} ${c.familyName}` : c.familyName;

/** SPEC's `author` string: every contributor in order, as the archive has always written it ('A, B, C'). */
export const authorLine = (contributors: Named[]): string => contributors.map(contributorName).join(', ');
