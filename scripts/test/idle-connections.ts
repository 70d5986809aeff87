/**
 * Every HTTP server the tests start leaves idle connections open until the client closes them,
 * as Google's front end keeps them for Cloud Functions.
 *
 * Node's default closes a kept-alive connection after 6 idle seconds (`keepAliveTimeout` 5 s and
 * `keepAliveTimeoutBuffer` 1 s in Node 22). A client whose event loop was busy past that moment
 * (a test running citeproc-js over the whole archive between two requests, a long jsdom render)
 * sends its next request on that connection before it has read the close, and the request fails
 * with ECONNRESET ("fetch failed"). The client's own idle timeout, 4 s in Node's fetch, never
 * races it: a client does not write to a connection it has closed itself. `server.close()` still
 * ends the idle connections.
 */
import type { Server } from 'node:http';

export function leaveIdleConnectionsToClients<S extends Server>(server: S): S {
  server.keepAliveTimeout = 0;
  return server;
}
