/**
 * A door in front of a service, for the tests that take a service out of reach: open, it
 * forwards every connection to the service untouched; shut, it drops the connections it holds
 * and refuses new ones, which is what a client sees when the service's process stops. Opened
 * again on the same port, the client finds the service as if it had restarted, without the cost
 * of starting one: the suite's Firestore emulator behind it never stops.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

const HOST = '127.0.0.1';

export interface TcpDoor {
  /** host:port, for the client's *_EMULATOR_HOST variable. */
  address: string;
  shut(): Promise<void>;
  open(): Promise<void>;
}

export async function openTcpDoor(upstream: string, port: number): Promise<TcpDoor> {
  const [upstreamHost = HOST, upstreamPort] = upstream.split(':');
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  let server: Server | null = null;

  const open = async () => {
    if (server) return;
    const listening = createServer((client) => {
      const service = connect(Number(upstreamPort), upstreamHost);
      track(client);
      track(service);
      client.pipe(service).pipe(client);
      // Either side's end or error ends the pair, as one connection would.
      client.once('error', () => service.destroy());
      service.once('error', () => client.destroy());
    });
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
