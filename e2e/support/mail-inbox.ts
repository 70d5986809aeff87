/**
 * The maildev inbox that `npm start` runs on 127.0.0.1:1080 (README "Run it"), read through its
 * REST API: what the journal really sent through SMTP.
 */
import { expect } from '@playwright/test';

const INBOX = `http://127.0.0.1:${process.env.MAIL_INBOX_PORT ?? 1080}`;

export interface InboxMessage {
  id: string;
  subject: string;
  to: { address: string }[];
  html?: string;
  text?: string;
}

/** The inbox's message to `address` whose subject contains `subject` (and text `mentions`), once it arrives. */
export async function messageTo(address: string, subject: string, mentions = ''): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${INBOX}/api/email`)).json()) as InboxMessage[];
        const candidates = all.filter(
          (m) => m.subject.includes(subject) && m.to.some((to) => to.address.toLowerCase() === address),
        );
        for (const candidate of candidates) {
          const full = (await (await fetch(`${INBOX}/api/email/${candidate.id}`)).json()) as InboxMessage;
          if ((full.text ?? '').includes(mentions)) found = full;
        }
        return found !== undefined;
      },
      { message: `a message "${subject}" to ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The link of a verification message, as the author would click it. */
export function verificationLink(message: InboxMessage): string {
  const link = /href="([^"]*oobCode[^"]*)"/.exec(message.html ?? '')?.[1]?.replace(/&amp;/g, '&');
  expect(link, 'the verification link').toBeTruthy();
  return link!;
}
