/**
 * A door in front of a service, for the tests that take a service out of reach: open, it
 * forwards every connection to the service untouched; shut, it drops the connections it holds
 * and refuses new ones, which is what a client sees when the service's process stops. Opened
 * again on the same port, the client finds the service as if it had restarted, without the cost
 * of starting one: the suite's Firestore emulator behind it never stops.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { joinConnection } from '../../scripts/lib/tcp-join';

const HOST = '127.0.0.1';

export interface TcpDoor {
  /** host:port, for the client's *_EMULATOR_HOST variable. */
  address: string;
  shut(): Promise<void>;
  open(): Promise<void>;
}

export async function openTcpDoor(service: { host: string; port: number }, port: number): Promise<TcpDoor> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const open = async () => {
    if (server) return;
    const listening = createServer((client) => joinConnection(client, service, sockets));
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, HOST, resolve);
    });
    server = listening;
  };

  const shut = async () => {
    const closing = server;
    server = null;
    if (!closing) return;
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    // A stopped process's connections are reset, not closed in good order.
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };

  await open();
  return { address: `${HOST}:${port}`, shut, open };
}
