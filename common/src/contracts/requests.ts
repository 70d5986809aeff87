/** Refusals that belong to no one resource: malformed requests, unknown addresses, outages. */
import { apiMessages } from '../messages';
import { refusal } from './refusal';

export const requestErrors = {
  /** A field or parameter failed its schema; the message names the field as the form does. */
  invalid: (message: string) => refusal('invalid', 'invalid-input', message),
  invalidQuery: refusal('invalid', 'invalid-query', apiMessages.invalidQuery),
  malformedJson: refusal('invalid', 'malformed-json', apiMessages.malformedJson),
  expectedMultipart: refusal('invalid', 'expected-multipart', apiMessages.expectedMultipart),
  malformedMultipart: refusal('invalid', 'malformed-multipart', apiMessages.malformedMultipart),
  unexpectedPart: (message: string) => refusal('invalid', 'unexpected-part', message),
  unsafeFileName: refusal('invalid', 'unsafe-file-name', apiMessages.unsafeFileName),
  bodyTooLarge: refusal('too-large', 'body-too-large', apiMessages.bodyTooLarge),
  fieldTooLarge: (message: string) => refusal('too-large', 'field-too-large', message),
  notFound: refusal('not-found', 'not-found', apiMessages.notFound),
  methodNotAllowed: refusal('method-not-allowed', 'method-not-allowed', apiMessages.methodNotAllowed),
  unavailable: refusal('unavailable', 'unavailable', apiMessages.unavailable),
  seeding: refusal('unavailable', 'seeding', apiMessages.seeding),
  internal: refusal('internal', 'internal', apiMessages.internal),
} as const;
