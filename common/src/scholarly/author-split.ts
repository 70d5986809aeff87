/**
 * Contributors read from SPEC's one `author` string, for articles stored before contributors
 * existed: the backfill (scripts/backfill-scholarly.ts) stores them, and reads answer them until
 * it has. A name it cannot read with confidence is kept whole as a family name and reported.
 */
import { parseName, splitAuthors } from '../citation/article-facts';
import type { Contributor } from '../contracts/scholarly';

export interface SplitAuthors {
  contributors: Contributor[];
  /** Names kept whole: one word, or with digits, brackets or e-mail addresses in them. */
  doubtful: string[];
}

const contributor = (givenNames: string, familyName: string, corresponding: boolean): Contributor => ({
  givenNames,
  familyName,
  affiliations: [],
  email: '',
  orcid: null,
  corresponding,
});

export function contributorsFromAuthor(author: string): SplitAuthors {
  const doubtful: string[] = [];
  const contributors = splitAuthors(author).map((name, i) => {
    const { given, family } = parseName(name);
    if (!given || /[\d()[\]@]/.test(name)) {
      doubtful.push(name);
      return contributor('', name, i === 0);
    }
    return contributor(given, family, i === 0);
  });
  if (contributors.length === 0 && author.trim()) {
    doubtful.push(author.trim());
    contributors.push(contributor('', author.trim(), true));
  }
  return { contributors, doubtful };
}
