/** The visitor a request comes from, for the metrics service: the client's address and user agent. */
import type { Request } from 'express';
import type { Visitor } from '../services/metrics';

export function visitorOf(req: Request): Visitor {
  const address =
    req.get('x-forwarded-for')?.split(',')[0]?.trim() || req.ip || req.socket.remoteAddress || '';
  return { address, userAgent: req.get('user-agent') };
}
