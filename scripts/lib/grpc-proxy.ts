/**
 * A pass-through for gRPC over cleartext HTTP/2: every call that reaches it is forwarded as it
 * is to the upstream server (headers, every DATA chunk in both directions, trailers), and the
 * messages of each direction are handed to an observer as they pass, whole, however the
 * chunks cut them. When the upstream cannot be reached or drops a call, the client gets
 * UNAVAILABLE (status 14), as it would from a server that went away, never a call that hangs.
 *
 * A call may also be given a fault (`faultOf`, asked with the call's first request message):
 * it is still forwarded whole and the upstream still answers it, but the client gets that
 * answer late, or instead of it a status the network could have caused (UNAVAILABLE after the
 * server applied a write). That is how the tests prove what a client does when the answer to
 * a commit is lost.
 *
 * One answer of the emulator's is made the one production gives (asProductionStatus): a read
 * inside a transaction that the emulator has given up on while it waited for a lock.
 */
import http2, {
  type ClientHttp2Session,
  type ClientHttp2Stream,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type ServerHttp2Session,
  type ServerHttp2Stream,
} from 'node:http2';
import { gunzipSync, inflateSync } from 'node:zlib';

const { NGHTTP2_CANCEL, NGHTTP2_FLAG_END_STREAM } = http2.constants;

export interface CallObserver {
  request(message: Buffer): void;
  response(message: Buffer): void;
}

/** What becomes of a call's answer: held, then relayed after `delayMs` or replaced by a status. */
export type CallFault = ({ delayMs: number } | { status: number; message: string }) & {
  /** Told the upstream's own status once it has answered (`'0'`: the call succeeded there). */
  answered(upstreamStatus: string): void;
};

export interface GrpcProxyOptions {
  host: string;
  port: number;
  upstream: { host: string; port: number };
  /** Called once per call with its method path (`/package.Service/Method`). */
  observe(path: string): CallObserver;
  /** A fault for the call, decided on its first request message; null: relay it as it is. */
  faultOf?(path: string, firstRequest: Buffer): CallFault | null;
  /** What the proxy forwarded but could not hand to the observer. */
  onProblem(problem: string): void;
  /**
   * Changes every message and header on its way: `up` toward the upstream, `down` back to the
   * client. Each message is then forwarded whole, as one uncompressed gRPC message.
   */
  rewrite?: { up(bytes: Buffer): Buffer; down(bytes: Buffer): Buffer };
}

/** One gRPC length-prefixed message, uncompressed. */
function framed(message: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(message.length, 1);
  return Buffer.concat([head, message]);
}

/** Headers (or trailers) with each string value passed through `change`. */
function rewrittenHeaders<H extends IncomingHttpHeaders | OutgoingHttpHeaders>(
  headers: H,
  change: ((bytes: Buffer) => Buffer) | undefined,
): H {
  if (!change) return headers;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name] =
      typeof value === 'string' && !name.startsWith(':') ? change(Buffer.from(value)).toString() : value;
  }
  return out as H;
}

/**
 * gRPC's length-prefixed messages (1 byte compressed flag, 4 bytes big-endian length, the
 * message) out of DATA chunks, which may hold several messages or part of one.
 */
class MessageReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(
    private readonly encoding: string | undefined,
    private readonly onMessage: (message: Buffer) => void,
  ) {}

  push(chunk: Buffer) {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (this.pending.length >= 5) {
      const length = this.pending.readUInt32BE(1);
      if (this.pending.length < 5 + length) return;
      const compressed = this.pending[0] === 1;
      const message = this.pending.subarray(5, 5 + length);
      this.pending = this.pending.subarray(5 + length);
      this.onMessage(compressed ? this.decompress(message) : message);
    }
  }

  /** Bytes of a message that has not arrived whole. */
  get unfinished(): number {
    return this.pending.length;
  }

  private decompress(message: Buffer): Buffer {
    if (this.encoding === 'gzip') return gunzipSync(message);
    if (this.encoding === 'deflate') return inflateSync(message);
    throw new Error(`a compressed message in grpc-encoding '${this.encoding}'`);
  }
}

/** gRPC percent-encodes its message outside printable ASCII, and `%` itself. */
function grpcStatus(status: number, reason: string): OutgoingHttpHeaders {
  return { 'grpc-status': String(status), 'grpc-message': reason.replace(/[^ -$&-~]/gu, encodeURIComponent) };
}

const unavailable = (reason: string) => grpcStatus(14, reason);

const READS = /\/(RunQuery|RunAggregationQuery|BatchGetDocuments)$/;
const CLOSED_TRANSACTION = /Transaction is invalid or closed/;
const LISTEN = /\/Listen$/;

/**
 * Under contention the emulator ends a transaction that has waited on its locks for too long,
 * and answers the transaction's next read INVALID_ARGUMENT 'Transaction is invalid or closed'.
 * Production answers a transaction it gives up on (wound-wait, or a lock timeout) with ABORTED,
 * which the client libraries retry with back-off; INVALID_ARGUMENT they never retry, so the
 * emulator's answer turns a contended transaction into a failed request that production would
 * have completed. The status of such a read is made ABORTED (10), as production says it.
 */
function asProductionStatus(path: string, headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const message = decodeURIComponent(String(headers['grpc-message'] ?? ''));
  if (!READS.test(path) || headers['grpc-status'] !== '3' || !CLOSED_TRANSACTION.test(message))
    return headers;
  return { ...headers, ...grpcStatus(10, `${message} (ABORTED, as production answers it)`) };
}

/** An upstream answer kept back from the client until the call's fault says what to do with it. */
interface HeldAnswer {
  headers: IncomingHttpHeaders | null;
  trailersOnly: boolean;
  chunks: Buffer[];
}

export async function startGrpcProxy(options: GrpcProxyOptions): Promise<{ stop(): Promise<void> }> {
  const upstreamUrl = `http://${options.upstream.host}:${options.upstream.port}`;
  let upstream: ClientHttp2Session | null = null;

  /** One connection for every call; a lost one fails its calls (below) and the next reconnects. */
  function upstreamSession(): ClientHttp2Session {
    if (upstream && !upstream.closed && !upstream.destroyed) return upstream;
    const session = http2.connect(upstreamUrl);
    const forget = () => {
      if (upstream === session) upstream = null;
    };
    // A session error also errors each of its calls, which answer UNAVAILABLE themselves.
    session.on('error', forget).on('goaway', forget).on('close', forget);
    upstream = session;
    return session;
  }

  /** Runs an observer callback; a message it cannot read is a problem, never a failed call. */
  function guarded(path: string, handle: (message: Buffer) => void) {
    return (message: Buffer) => {
      try {
        handle(message);
      } catch (err) {
        options.onProblem(`${path}: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
  }

  function relay(client: ServerHttp2Stream, headers: IncomingHttpHeaders) {
    const path = String(headers[':path']);
    const observer = options.observe(path);
    let fault: CallFault | null = null;
    let firstRequest = true;
    const decideFault = guarded(path, (message) => {
      if (!firstRequest) return;
      firstRequest = false;
      fault = options.faultOf?.(path, message) ?? null;
    });
    const observeRequest = guarded(path, observer.request);
    const rewrite = options.rewrite;
    // The reader hears each chunk before the pipe below forwards it, so a call's fault is
    // decided before the upstream can answer it. A rewriting proxy forwards what it reads instead.
    const requests = new MessageReader(headers['grpc-encoding'] as string | undefined, (message) => {
      const forwarded = rewrite ? rewrite.up(message) : message;
      decideFault(forwarded);
      observeRequest(forwarded);
      if (rewrite && !call.closed) call.write(framed(forwarded));
    });
    const held: HeldAnswer = { headers: null, trailersOnly: false, chunks: [] };
    let responses: MessageReader | null = null;
    let trailers: OutgoingHttpHeaders | null = null;
    // Whether the client's call has its final status on the way (or is gone).
    let settled = false;

    const fail = (reason: string) => {
      if (settled || client.closed || client.destroyed) return;
      settled = true;
      if (client.headersSent) {
        trailers = unavailable(reason);
        client.end();
      } else {
        client.respond(
          { ':status': 200, 'content-type': 'application/grpc', ...unavailable(reason) },
          { endStream: true },
        );
      }
    };
    const checkWhole = (reader: MessageReader | null, direction: string) => {
      // A listener's stream has no last message: it ends wherever it is stopped (a test's
      // onSnapshot unsubscribed, the emulator shut down under it), and only its requests are read.
      if (direction === 'response' && LISTEN.test(path)) return;
      if (reader?.unfinished)
        options.onProblem(`${path}: the ${direction} ended inside a message (${reader.unfinished} bytes)`);
    };

    let call: ClientHttp2Stream;
    try {
      const { 'grpc-encoding': _encoding, ...plain } = headers;
      call = upstreamSession().request(rewrite ? rewrittenHeaders(plain, rewrite.up) : headers);
    } catch (err) {
      fail(`the Firestore emulator cannot be reached: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }

    client.on('data', (chunk: Buffer) => requests.push(chunk));
    client.on('end', () => {
      checkWhole(requests, 'request');
      if (rewrite) call.end();
    });
    if (!rewrite) client.pipe(call);
    // The client went away (cancelled, or its deadline passed): so does the upstream call.
    client.on('error', () => call.close(NGHTTP2_CANCEL));
    client.on('close', () => {
      if (!call.closed) call.close(NGHTTP2_CANCEL);
    });

    const observeResponse = guarded(path, observer.response);
    /** What the client gets of an upstream chunk: as it is, or its messages rewritten. */
    const toClient = (chunk: Buffer) => {
      if (fault) held.chunks.push(chunk);
      else if (!client.closed && !client.write(chunk)) call.pause();
    };
    call.on('response', (upstreamHeaders, flags) => {
      // Trailers-only: the status came with the headers (an error before any message).
      const trailersOnly = (flags & NGHTTP2_FLAG_END_STREAM) !== 0;
      const encoding = upstreamHeaders['grpc-encoding'] as string | undefined;
      let responseHeaders = upstreamHeaders;
      if (rewrite) {
        const { 'grpc-encoding': _encoding, ...plain } = upstreamHeaders;
        responseHeaders = rewrittenHeaders(plain, rewrite.down);
      }
      if (!trailersOnly) {
        responses = new MessageReader(encoding, (message) => {
          const forwarded = rewrite ? rewrite.down(message) : message;
          observeResponse(forwarded);
          if (rewrite) toClient(framed(forwarded));
        });
      }
      if (fault) {
        Object.assign(held, { headers: responseHeaders, trailersOnly });
        if (trailersOnly) answerFault();
        return;
      }
      if (client.closed || client.destroyed) return;
      if (trailersOnly) {
        settled = true;
        client.respond(asProductionStatus(path, responseHeaders), { endStream: true });
        return;
      }
      client.respond(responseHeaders, { waitForTrailers: true });
    });
    call.on('data', (chunk: Buffer) => {
      responses?.push(chunk);
      if (!rewrite) toClient(chunk);
    });
    client.on('drain', () => call.resume());
    call.on('trailers', (received) => {
      trailers = asProductionStatus(path, rewrittenHeaders(received, rewrite?.down));
    });
    client.on('wantTrailers', () =>
      client.sendTrailers(trailers ?? unavailable('the Firestore emulator ended the call without a status')),
    );
    call.on('end', () => {
      if (settled || client.closed) return;
      checkWhole(responses, 'response');
      if (fault) {
        answerFault();
        return;
      }
      settled = true;
      client.end();
    });

    /** The upstream has answered a faulted call in full: delay that answer, or replace it. */
    function answerFault() {
      const active = fault;
      if (!active || settled) return;
      settled = true;
      const upstreamStatus = String((held.trailersOnly ? held.headers : trailers)?.['grpc-status'] ?? '');
      active.answered(upstreamStatus);
      if ('status' in active) {
        if (client.closed || client.destroyed) return;
        client.respond(
          {
            ':status': 200,
            'content-type': 'application/grpc',
            ...grpcStatus(active.status, active.message),
          },
          { endStream: true },
        );
        return;
      }
      setTimeout(() => {
        if (client.closed || client.destroyed || !held.headers) return;
        if (held.trailersOnly) {
          client.respond(held.headers, { endStream: true });
          return;
        }
        client.respond(held.headers, { waitForTrailers: true });
        for (const chunk of held.chunks) client.write(chunk);
        client.end();
      }, active.delayMs);
    }
    call.on('error', (err) => fail(`the Firestore emulator cannot be reached: ${err.message}`));
    call.on('close', () => fail(`the Firestore emulator dropped the call (HTTP/2 error ${call.rstCode})`));
  }

  const sessions = new Set<ServerHttp2Session>();
  const server = http2.createServer();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', relay);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        upstream?.destroy();
        server.close(() => resolve());
      }),
  };
}
