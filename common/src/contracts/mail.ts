/**
 * The mail outbox as the admin sees it: messages the journal could not deliver yet, with the
 * reason SMTP gave, and a way to try one again now (docs/decisions.md "Mail").
 */
import { z } from 'zod';
import { adminMessages } from '../messages';
import { refusal } from './refusal';

export const undeliveredMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** 'sent' only in the answer to a retry that succeeded. */
  state: z.enum(['pending', 'sending', 'sent']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When the outbox tries it next on its own (ISO 8601); null once sent. */
  nextAttemptAt: z.string().nullable(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

export const mailErrors = {
  notFound: refusal('not-found', 'mail-not-found', adminMessages.mailNotFound),
} as const;
