/**
 * An SMTP server that accepts every message and keeps none: where the test suite's mail goes
 * unless a test listens for it itself (functions/test/mail.test.ts starts its own and points
 * SMTP_URL at it). Without it every message of every other test would fail to send and wait in
 * the outbox, and a test that delivers what is due would have the whole suite's backlog to send.
 */
import { SMTPServer } from 'smtp-server';

export async function startMailSink(host: string, port: number): Promise<{ stop(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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
