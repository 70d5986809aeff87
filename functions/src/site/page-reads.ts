/**
 * The page renderer's reads (common/src/contracts/public-reads.ts): the read port of this same
 * instance (functions/src/reads), called directly. A refusal reaches the page as the API would
 * have answered it, `{status, code, message}`, so that the page tells an address that names
 * nothing (404) from data it could not read (the page's 503); any other failure is logged here,
 * as the API's error handler would, and is the page's 503 too.
 */
import { logger } from 'firebase-functions';
import type { PublicReads, ReadRefusal } from '@journal/common/contracts/public-reads';
import { errorBody } from '../http/errors';
import { DomainError } from '../services/errors';

/** A read's refusal, as the page renderer receives it. */
class PageReadRefusal extends Error implements ReadRefusal {
  readonly status: number;
  readonly code: string;

  constructor({ status, code, message }: ReadRefusal) {
    super(message);
    this.name = 'PageReadRefusal';
    this.status = status;
    this.code = code;
  }
}

/** Given up: the page answers its 503 in time rather than the request's deadline its bare JSON. */
class ReadBudgetExceeded extends Error {
  constructor(budgetMs: number) {
    super(`A page read took longer than ${budgetMs} ms`);
    this.name = 'ReadBudgetExceeded';
  }
}

/**
 * `reads`, each given up after `budgetMs` (Firestore cannot be interrupted, but the page need not
 * wait for it), with refusals said as the API says them.
 */
export function pageReads(reads: PublicReads, budgetMs: number): PublicReads {
  function guard<A extends unknown[], T>(name: string, read: (...args: A) => Promise<T>) {
    return async (...args: A): Promise<T> => {
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new ReadBudgetExceeded(budgetMs)), budgetMs);
      });
      try {
        return await Promise.race([read(...args), budget]);
      } catch (err) {
        if (err instanceof DomainError) throw new PageReadRefusal(errorBody(err.refusal));
        logger.warn('A page read failed', { read: name, error: String(err) });
        throw err;
      } finally {
        clearTimeout(timer);
      }
    };
  }
  return {
    articles: guard('articles', reads.articles),
    article: guard('article', reads.article),
    fullText: guard('fullText', reads.fullText),
    volumes: guard('volumes', reads.volumes),
    volume: guard('volume', reads.volume),
    issues: guard('issues', reads.issues),
    issue: guard('issue', reads.issue),
    search: guard('search', reads.search),
  };
}
