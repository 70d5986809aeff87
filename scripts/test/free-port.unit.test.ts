import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port';

const ephemeralStart = Number(
  readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
);

const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });

describe('free ports for servers that start later', () => {
  it('come from below the ephemeral range, each once, and can be listened on', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 40; i += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports.filter((port) => port < 10_000 || port >= ephemeralStart)).toEqual([]);
    await Promise.all(ports.map(listenOn));
  });
});
