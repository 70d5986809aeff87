/**
 * A stand-in for Crossref's deposit servlet on 127.0.0.1: it records each call as it arrived
 * (method, path, headers, every multipart field and file part, read by busboy) and answers what
 * the test tells it, by default what Crossref answers a deposit it received.
 */
import busboy from 'busboy';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { leaveIdleConnectionsToClients } from '../../scripts/test/idle-connections';

/** Crossref's answer to a deposit it has taken (it checks the file later and mails the result). */
export const CROSSREF_RECEIVED_PAGE =
  '<html><head><title>SUCCESS</title></head><body><h2>SUCCESS</h2><p>Your batch submission was successfully received.</p></body></html>';

export interface ReceivedPart {
  field: string;
  fileName: string;
  mimeType: string;
  content: string;
}

export interface ReceivedCall {
  method: string;
  path: string;
  contentType: string;
  /** Text fields in the order sent. */
  fields: [string, string][];
  files: ReceivedPart[];
}

function readCall(req: IncomingMessage): Promise<ReceivedCall> {
  const call: ReceivedCall = {
    method: req.method ?? '',
    path: req.url ?? '',
    contentType: req.headers['content-type'] ?? '',
    fields: [],
    files: [],
  };
  if (!call.contentType.startsWith('multipart/form-data')) {
    req.resume();
    return new Promise((resolve) => req.on('end', () => resolve(call)));
  }
  return new Promise((resolve, reject) => {
    const parser = busboy({ headers: req.headers, defParamCharset: 'utf8' });
    parser.on('field', (name, value) => call.fields.push([name, value]));
    parser.on('file', (field, stream, { filename, mimeType }) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        call.files.push({
          field,
          fileName: filename ?? '',
          mimeType,
          content: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    parser.on('close', () => resolve(call));
    parser.on('error', reject);
    req.pipe(parser);
  });
}

export interface CrossrefReceiver {
  /** Where a deposit goes: the receiver's /servlet/deposit. */
  depositUrl: string;
  host: string;
  calls: ReceivedCall[];
  /** What it answers from now on. */
  answerWith(status: number, body: string): void;
  close(): Promise<void>;
}

export async function startCrossrefReceiver(): Promise<CrossrefReceiver> {
  const calls: ReceivedCall[] = [];
  let answer = { status: 200, body: CROSSREF_RECEIVED_PAGE };
  const server = createServer((req, res) => {
    readCall(req).then(
      (call) => {
        calls.push(call);
        res.writeHead(answer.status, { 'Content-Type': 'text/html;charset=UTF-8' }).end(answer.body);
      },
      (err: unknown) => res.writeHead(400).end(String(err)),
    );
  });
  leaveIdleConnectionsToClients(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    depositUrl: `http://${host}/servlet/deposit`,
    host,
    calls,
    answerWith: (status, body) => {
      answer = { status, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
