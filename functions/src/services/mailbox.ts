/**
 * The mailbox an e-mail address delivers to, as far as limits on mail need to know it: one
 * mailbox has many spellings, and whoever wants to flood it may use them all. Lower case; the
 * `+tag` of the local part dropped (most providers deliver `name+anything@` to `name@`); and
 * Gmail's dots dropped, which Gmail ignores. Two people folded into one key only share a limit.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split('+')[0]!;
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
