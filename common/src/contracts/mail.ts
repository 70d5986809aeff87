/**
 * The mail outbox as the admin sees it: messages the journal could not deliver yet or gave up
 * on, with the reason SMTP gave, and a way to try one again now (docs/decisions.md "Mail").
 */
import { z } from 'zod';
import { adminMessages } from '../messages';
import { refusal } from './refusal';

/**
 * Where the outbox ends (functions/src/services/mail.ts): it gives up on a message after
 * `maxAttempts` tries or `maxAgeHours` after its event, whichever comes first, and deletes a
 * message `keptDays` after it was sent or given up. The admin's Mail tab quotes them.
 */
export const MAIL_OUTBOX_LIMITS = { maxAttempts: 10, maxAgeHours: 48, keptDays: 30 } as const;

export const undeliveredMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** 'dead': the outbox gave up on it. 'sent' only in the answer to a retry that succeeded. */
  state: z.enum(['pending', 'sending', 'dead', 'sent']),
  attempts: z.number().int(),
  /** What the mail server last said: for a dead message, why it was given up. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the outbox tries it next on its own (ISO 8601); null once sent or given up. */
  nextAttemptAt: z.string().nullable(),
  /** When the outbox gave up on it (ISO 8601); null unless dead. */
  deadAt: z.string().nullable(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

export const mailErrors = {
  notFound: refusal('not-found', 'mail-not-found', adminMessages.mailNotFound),
} as const;
