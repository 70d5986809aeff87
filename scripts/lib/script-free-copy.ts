/**
 * "The limit" of a rendered page (issue 28): the page as the stack sent it, with every script
 * element and module preload taken out, served by a plain Node server on 127.0.0.1. Every
 * other address (the stylesheet, faces, pictures, the API) is passed through to the stack, and
 * the page's own absolute links to the stack name the copy instead, so that the copy loads the
 * same files from one origin, as the page does. What a browser finds on it is the best the page
 * could do: the same HTML and CSS, and no JavaScript at all.
 */
import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const HOST = '127.0.0.1';

/** Every script element (the app's module, the page state) and every module preload. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
}

/** Headers that describe one transfer of the body, not the page: the copy sends its own. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'server-timing',
  'transfer-encoding',
]);

export interface ScriptFreeCopies {
  /** The copies' origin; a page's copy is at the page's own path there. */
  url: string;
  /** Serves, at `path`, the copy of the page the stack answered with `response`. */
  add(path: string, response: Response, html: string): void;
  close(): Promise<void>;
}

interface Copy {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** As Hosting does: brotli or gzip when the browser takes it, since the page's bytes count. */
function encoded(body: Buffer, req: IncomingMessage): { body: Buffer; encoding?: string } {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return { body: brotliCompressSync(body), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

export async function serveScriptFreeCopies(stackUrl: string): Promise<ScriptFreeCopies> {
  const stack = new URL(stackUrl);
  const copies = new Map<string, Copy>();

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', `http://${HOST}`).pathname;
    const copy = req.method === 'GET' ? copies.get(path) : undefined;
    if (copy) {
      const { body, encoding } = encoded(copy.body, req);
      res.writeHead(copy.status, {
        ...copy.headers,
        ...(encoding && { 'content-encoding': encoding }),
        'content-length': body.length,
      });
      res.end(body);
      return;
    }
    const upstream = request(
      {
        host: stack.hostname,
        port: stack.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: stack.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The stack did not answer: ${err.message}`);
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Port 0: a free port, whatever else runs on this machine.
    server.listen(0, HOST, () => resolve());
  });
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}`;

  return {
    url,
    add(path, response, html) {
      const headers: OutgoingHttpHeaders = {};
      response.headers.forEach((value, name) => {
        if (!TRANSFER_HEADERS.has(name)) headers[name] = value;
      });
      const body = withoutScripts(html).replaceAll(stack.origin, url);
      copies.set(path, { status: response.status, headers, body: Buffer.from(body) });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
