/**
 * An SMTP server that accepts every message and keeps none: where the test suite's mail goes
 * unless a test listens for it itself (functions/test/mail.test.ts starts its own and points
 * SMTP_URL at it). Without it every message of every other test would fail to send and wait in
 * the outbox, and a test that delivers what is due would have the whole suite's backlog to send.
 * Like a real mail server it turns away mailboxes that do not exist: every address at
 * UNREACHABLE_DOMAIN, for tests of what the admin sees of mail that could not be delivered.
 */
import { SMTPServer } from 'smtp-server';

/** A reserved name (RFC 2606): no address there can ever receive mail. */
export const UNREACHABLE_DOMAIN = 'unreachable.test';

export async function startMailSink(host: string, port: number): Promise<{ stop(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${UNREACHABLE_DOMAIN}`)) {
        callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
