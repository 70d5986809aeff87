/**
 * What a service refuses, said without HTTP: one of the refusals the contracts declare
 * (common/src/contracts), carrying its kind, its code and the message a person reads. One place
 * (http/errors.ts) turns a kind into a status code.
 */
import type { Refusal } from '@journal/common/contracts/refusal';

export class DomainError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'DomainError';
  }
}

/**
 * A refusal that lifts by itself (a rate limit, services/rate-limits.ts): the answer says when
 * to try again (Retry-After, in whole seconds).
 */
export class RetryLaterError extends DomainError {
  constructor(
    refusal: Refusal,
    readonly retryAfterSeconds: number,
  ) {
    super(refusal);
    this.name = 'RetryLaterError';
  }
}

/** The error to throw for a refusal: `throw refuse(volumeErrors.notFound)`. */
export const refuse = (refusal: Refusal): DomainError => new DomainError(refusal);
