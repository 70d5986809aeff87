/**
 * The static baseline: a minimal Node HTTP server that answers each captured path with the
 * captured status, content type and bytes, and nothing else. It runs in a process of its own,
 * as the stack does, so that the load generator never shares its event loop.
 * Usage: node --import tsx bench/baseline-server.ts <captures.json>; prints its port.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StoredCapture } from './baseline';

const file = process.argv[2];
if (!file) throw new Error('Usage: baseline-server.ts <captures.json>');
const captures = JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredCapture>;
const responses = new Map(
  Object.entries(captures).map(([path, c]) => [
    path,
    { status: c.status, contentType: c.contentType, body: Buffer.from(c.body, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const found = responses.get(req.url ?? '');
  if (!found) {
    res.writeHead(404, { 'Content-Length': '0' }).end();
    return;
  }
  res.writeHead(found.status, {
    'Content-Type': found.contentType,
    'Content-Length': String(found.body.length),
  });
  res.end(found.body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`baseline listening on ${(server.address() as AddressInfo).port}\n`);
});
