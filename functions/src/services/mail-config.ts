/**
 * Where the journal's mail goes and whom it comes from, read at each delivery (not at load, so
 * that the functions start even while mail is misconfigured; the outbox keeps every message until
 * it is fixed or given up). In production SMTP_URL is a Functions secret
 * (smtp[s]://user:password@host:port) and MAIL_FROM an address on the journal's domain; on the
 * emulators both default to the local mail catcher, maildev, on 127.0.0.1:1025.
 */
import { config } from '../config';

/** maildev, which `npm start` runs beside the emulators. */
export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:1025';

const onEmulators = () =>
  process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);

export interface MailSettings {
  smtpUrl: string;
  from: string;
  replyTo: string;
  editorialEmail: string;
}

/** Throws a message naming the missing setting; the deliverer records it on the message. */
export function mailSettings(): MailSettings {
  const env = process.env;
  const smtpUrl = env.SMTP_URL || (onEmulators() ? LOCAL_SMTP_URL : undefined);
  if (!smtpUrl)
    throw new Error('SMTP_URL is not configured (a Functions secret: smtps://user:password@host:465)');
  const editorialEmail = editorialAddress();
  const from = env.MAIL_FROM || (onEmulators() ? `Journal <${config.reservedEmail}>` : undefined);
  if (!from) throw new Error('MAIL_FROM is not configured (an address on the journal domain)');
  return { smtpUrl, from, replyTo: editorialEmail, editorialEmail };
}

/** The editor's address: EDITORIAL_EMAIL when set, else the admin's. */
export function editorialAddress(): string {
  return (process.env.EDITORIAL_EMAIL || config.adminEmail).toLowerCase();
}
