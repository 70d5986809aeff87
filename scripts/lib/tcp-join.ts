/**
 * One TCP connection passed through untouched: the client's socket joined to a new connection
 * to the service, for the doors in front of an emulator (firestore-door.ts, and the fault tests'
 * functions/test/tcp-door.ts).
 */
import { connect, type Socket } from 'node:net';

/**
 * Joins `client` to a new connection to `target`, sending `first` (bytes already read from the
 * client) ahead of the rest. Both sockets are in `open` until they close, and an error on either
 * side ends both, as it would end one connection. Both legs go without Nagle's algorithm: a small
 * gRPC frame written while the last is unacknowledged would otherwise wait for the peer's delayed
 * ACK, some 40 ms on every Firestore call (measured: a document read took 52 ms through a door,
 * 9 ms beside it).
 */
export function joinConnection(
  client: Socket,
  target: { host: string; port: number },
  open: Set<Socket>,
  first?: Buffer,
): void {
  client.setNoDelay(true);
  client.pause();
  const upstream = connect({ ...target, noDelay: true });
  for (const socket of [client, upstream]) {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  }
  upstream.once('connect', () => {
    if (first) upstream.write(first);
    client.pipe(upstream).pipe(client);
    client.resume();
  });
  const end = () => {
    client.destroy();
    upstream.destroy();
  };
  upstream.on('error', end);
  client.on('error', end);
}
