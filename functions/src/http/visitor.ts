/**
 * The visitor a request comes from, for the metrics service: the client's address and user agent.
 * The address is Express's `req.ip`: with `trust proxy` set to the number of proxies in front
 * of the function (http/app-shell.ts), that is the address the nearest trusted proxy appended
 * to X-Forwarded-For, never an entry the client wrote itself, so a client cannot be counted
 * as many visitors by sending different headers.
 */
import type { Request } from 'express';
import type { Visitor } from '../services/metrics';

export function visitorOf(req: Request): Visitor {
  return { address: req.ip ?? req.socket.remoteAddress ?? '', userAgent: req.get('user-agent') };
}
