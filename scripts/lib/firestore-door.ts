/**
 * A door in front of the local stack's Firestore emulator, so that `npm start` answers
 * contended transactions as production does (grpc-proxy.ts, asProductionStatus): under
 * contention the emulator gives up on a transaction that waited on its locks and answers its
 * next read INVALID_ARGUMENT, which no client retries, where production answers ABORTED, which
 * every client retries. Through the door, bursts of requests that contend (featuring articles
 * at once, claiming one slug) complete as they would in production instead of failing with 500.
 *
 * firebase-tools must still start the emulator (its Functions emulator registers the Firestore
 * triggers with it and tells the functions where it is), on the port its configuration names,
 * which is the door's. So firebase-tools finds a `java` of ours first on its PATH: a
 * two-line wrapper that moves the emulator's `--port` to an inner port and runs the real Java.
 * The door opens once the emulator answers there: gRPC (HTTP/2 from its first bytes) goes
 * through the proxy, anything else (the REST API, trigger registration) straight through.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { freePort } from './free-port';
import { startGrpcProxy } from './grpc-proxy';
import { joinConnection } from './tcp-join';
import type { JavaRuntime } from './java';

/** How every HTTP/2 connection without TLS begins (RFC 9113 §3.4). */
const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0\r\n');

export interface FirestoreDoor {
  /** For the firebase-tools process: its `java` is the wrapper. */
  env: Record<string, string>;
  /** Opens the door once the emulator answers on its inner port. */
  open(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

async function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host)
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });
}

/** Writes the wrapper; the door itself opens with `open()` once the emulator is up. */
export async function prepareFirestoreDoor(options: {
  host: string;
  port: number;
  java: JavaRuntime;
  /** Where the wrapper is written. */
  dir: string;
}): Promise<FirestoreDoor> {
  const { host, port, java, dir } = options;
  const innerPort = await freePort(host);
  mkdirSync(dir, { recursive: true });
  const wrapper = join(dir, 'java');
  writeFileSync(
    wrapper,
    [
      '#!/bin/sh',
      '# Written by npm start (scripts/lib/firestore-door.ts): the Firestore emulator listens on an',
      '# inner port; the door in front of it answers on the port the configuration names.',
      `from=${port}; to=${innerPort}; prev=`,
      'for arg; do',
      '  shift',
      '  if [ "$prev" = "--port" ] && [ "$arg" = "$from" ]; then arg=$to; fi',
      '  set -- "$@" "$arg"',
      '  prev=$arg',
      'done',
      `exec ${quoted(java.path)} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(wrapper, 0o755);

  let front: Server | null = null;
  let proxy: { stop(): Promise<void> } | null = null;
  const sockets = new Set<Socket>();

  /** Each connection goes, by its first bytes, to the gRPC proxy or straight to the emulator. */
  function route(client: Socket, grpcPort: number) {
    sockets.add(client);
    client.once('close', () => sockets.delete(client));
    client.once('data', (first: Buffer) => {
      const grpc = first.subarray(0, HTTP2_PREFACE.length).equals(HTTP2_PREFACE.subarray(0, first.length));
      joinConnection(client, { host, port: grpc ? grpcPort : innerPort }, sockets, first);
    });
  }

  return {
    env: { PATH: `${dir}:${process.env.PATH ?? ''}` },
    async open(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(await answers(host, innerPort))) {
        if (Date.now() > deadline)
          throw new Error(`The Firestore emulator did not answer on ${host}:${innerPort}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const grpcPort = await freePort(host);
      proxy = await startGrpcProxy({
        host,
        port: grpcPort,
        upstream: { host, port: innerPort },
        observe: () => ({ request: () => {}, response: () => {} }),
        onProblem: () => {},
      });
      const server = createServer({ noDelay: true }, (client) => route(client, grpcPort));
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      });
      front = server;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (front ? front.close(() => resolve()) : resolve()));
      await proxy?.stop();
    },
  };
}
