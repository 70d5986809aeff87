/**
 * A pass-through for gRPC over cleartext HTTP/2: every call that reaches it is forwarded as it
 * is to the upstream server (headers, every DATA chunk in both directions, trailers), and the
 * messages of each direction are handed to an observer as they pass, whole, however the
 * chunks cut them. When the upstream cannot be reached or drops a call, the client gets
 * UNAVAILABLE (status 14), as it would from a server that went away, never a call that hangs.
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

export interface GrpcProxyOptions {
  host: string;
  port: number;
  upstream: { host: string; port: number };
  /** Called once per call with its method path (`/package.Service/Method`). */
  observe(path: string): CallObserver;
  /** What the proxy forwarded but could not hand to the observer. */
  onProblem(problem: string): void;
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
function unavailable(reason: string): OutgoingHttpHeaders {
  return { 'grpc-status': '14', 'grpc-message': reason.replace(/[^ -$&-~]/gu, encodeURIComponent) };
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
    const requests = new MessageReader(
      headers['grpc-encoding'] as string | undefined,
      guarded(path, observer.request),
    );
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
      if (reader?.unfinished)
        options.onProblem(`${path}: the ${direction} ended inside a message (${reader.unfinished} bytes)`);
    };

    let call: ClientHttp2Stream;
    try {
      call = upstreamSession().request(headers);
    } catch (err) {
      fail(`the Firestore emulator cannot be reached: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }

    client.on('data', (chunk: Buffer) => requests.push(chunk));
    client.on('end', () => checkWhole(requests, 'request'));
    client.pipe(call);
    // The client went away (cancelled, or its deadline passed): so does the upstream call.
    client.on('error', () => call.close(NGHTTP2_CANCEL));
    client.on('close', () => {
      if (!call.closed) call.close(NGHTTP2_CANCEL);
    });

    call.on('response', (responseHeaders, flags) => {
      if (client.closed || client.destroyed) return;
      if (flags & NGHTTP2_FLAG_END_STREAM) {
        // Trailers-only: the status came with the headers (an error before any message).
        settled = true;
        client.respond(responseHeaders, { endStream: true });
        return;
      }
      responses = new MessageReader(
        responseHeaders['grpc-encoding'] as string | undefined,
        guarded(path, observer.response),
      );
      client.respond(responseHeaders, { waitForTrailers: true });
    });
    call.on('data', (chunk: Buffer) => {
      responses?.push(chunk);
      if (!client.closed && !client.write(chunk)) call.pause();
    });
    client.on('drain', () => call.resume());
    call.on('trailers', (received) => {
      trailers = received;
    });
    client.on('wantTrailers', () =>
      client.sendTrailers(trailers ?? unavailable('the Firestore emulator ended the call without a status')),
    );
    call.on('end', () => {
      if (settled || client.closed) return;
      settled = true;
      checkWhole(responses, 'response');
      client.end();
    });
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
