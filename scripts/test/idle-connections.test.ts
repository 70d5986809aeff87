/**
 * A test server keeps an idle kept-alive connection open past the 6 s after which Node's default
 * closes it, so a client that was busy that long still finds it open. With the default, the
 * client's next request fails: one of functions/test/citations.test.ts did, with "fetch failed",
 * in a CI run.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { leaveIdleConnectionsToClients } from './idle-connections';

/** Node's `keepAliveTimeout` and the `keepAliveTimeoutBuffer` it adds before closing. */
const NODE_IDLE_CLOSE_MS = 5_000 + 1_000;
const servers: Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

async function listening(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw kept-alive connection, so that nothing between the test and the server reconnects. */
async function keptAlive(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let closedByServer = false;
  socket.once('end', () => {
    closedByServer = true;
  });
  return {
    get closedByServer() {
      return closedByServer;
    },
    /** Sends one GET and resolves with the raw answer once its body has arrived. */
    get: () =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const onData = (chunk: Buffer) => {
          answer += chunk.toString('latin1');
          if (answer.endsWith('\r\n\r\nok')) {
            socket.off('data', onData);
            resolve(answer);
          }
        };
        socket.on('data', onData);
        socket.once('error', reject);
        socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      }),
    close: () => socket.destroy(),
  };
}

it('a test server leaves an idle connection open past Node’s 6 s; a default server closes it', async () => {
  const handler = (_req: unknown, res: { end(body: string): void }) => res.end('ok');
  const kept = await keptAlive(await listening(leaveIdleConnectionsToClients(createServer(handler))));
  const dropped = await keptAlive(await listening(createServer(handler)));

  expect(await kept.get()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(await dropped.get()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  await new Promise((resolve) => setTimeout(resolve, NODE_IDLE_CLOSE_MS + 1_000));

  expect(dropped.closedByServer).toBe(true);
  expect(kept.closedByServer).toBe(false);
  expect(await kept.get()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  kept.close();
  dropped.close();
}, 20_000);
