/**
 * Ports for servers that start a moment later, often in another process after seconds of
 * loading (an emulator, a namespace's API). A port the kernel hands out for `listen(0)` comes
 * from its ephemeral range, the same range it draws the local end of every outgoing connection
 * from: in between, a connection may take the port, and the server's listen then fails with
 * EADDRINUSE (it did, in CI). So ports are picked below that range, where only a listener ever
 * binds, each checked free and never handed out twice by one process.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port picked: above the well-known and most registered services' ports. */
const LOWEST = 10_000;
/** Linux's default ephemeral range starts here; /proc says what this machine uses. */
const DEFAULT_EPHEMERAL_START = 32_768;

function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > LOWEST + 1000 ? start : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

const handedOut = new Set<number>();

function canListen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  const highest = ephemeralStart() - 1;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (handedOut.has(port) || !(await canListen(host, port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${highest} on ${host} after 200 tries`);
}
