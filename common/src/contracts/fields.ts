/** Building blocks of the forms' schemas, with messages that name the field as the form does. */
import { z } from 'zod';
import { submissionMessages } from '../messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required text field, trimmed, with a length cap. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: submissionMessages.required(label) })
    .trim()
    .min(1, submissionMessages.required(label))
    .max(max, submissionMessages.tooLong(label, max));
}

/** An optional text field, trimmed, empty when left out, with a length cap. */
export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, submissionMessages.tooLong(label, max)).optional().default('');
}

export function requiredEmail(label: string) {
  return requiredText(label, 254).regex(EMAIL, submissionMessages.invalidEmail(label));
}

/** An e-mail address that may be left empty. */
export function optionalEmail(label: string) {
  return optionalText(label, 254).refine((email) => email === '' || EMAIL.test(email), {
    message: submissionMessages.invalidEmail(label),
  });
}

/**
 * A form's fields as multipart text parts, as the resources' encoders send them: text as it
 * is, a value not given as blank (null) or no part at all (undefined), and anything else (the
 * lists of authors and funders, the agreements) as JSON, which the API's decoders read back.
 */
export function multipartText(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [
        name,
        value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value),
      ]),
  );
}
