/**
 * Captures responses of the stack byte for byte and serves them again from the static
 * baseline server (baseline-server.ts), so that each figure can be stated as a ratio to what
 * the same bytes cost when nothing has to be computed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHelper, type Helper } from './processes';

export interface Capture {
  status: number;
  contentType: string;
  body: Buffer;
}

export interface StoredCapture {
  status: number;
  contentType: string;
  /** base64 */
  body: string;
}

/** GET as the load tool sends it (no Accept-Encoding), answering exactly the bytes it receives. */
export function capture(url: string): Promise<Capture> {
  return new Promise((resolve, reject) => {
    request(url, { method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? 'application/octet-stream'),
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Starts the baseline server with the given responses, keyed by path and query. */
export async function startBaseline(responses: Map<string, Capture>): Promise<Helper> {
  const dir = mkdtempSync(join(tmpdir(), 'journal-bench-'));
  const file = join(dir, 'captures.json');
  const stored: Record<string, StoredCapture> = {};
  for (const [path, c] of responses)
    stored[path] = { status: c.status, contentType: c.contentType, body: c.body.toString('base64') };
  writeFileSync(file, JSON.stringify(stored));
  const helper = await startHelper('./baseline-server.ts', [file], 'baseline listening');
  return {
    url: helper.url,
    stop: async () => {
      await helper.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
