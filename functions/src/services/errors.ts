/**
 * What a service refuses, said without HTTP: the kind of refusal and the user-facing message.
 * One place (http/errors.ts) turns a kind into a status code.
 */
import { apiMessages } from '@journal/common/messages';

export type RefusalKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string = apiMessages.notFound) => new DomainError('not-found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
