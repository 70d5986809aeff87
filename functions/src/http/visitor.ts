/**
 * Who a request comes from, for the metrics and the rate limits: the client's address and user
 * agent. The address is Express's `req.ip`: with `trust proxy` set to the number of proxies in
 * front of the function (http/app-shell.ts), that is the address the nearest trusted proxy
 * appended to X-Forwarded-For, never an entry the client wrote itself, so a client cannot pass
 * for many by sending different headers.
 */
import { isIPv6 } from 'node:net';
import type { Request } from 'express';
import type { Visitor } from '../services/metrics';

/** The eight 16-bit groups of an IPv6 address, `::` filled in (an IPv4 tail is the last two). */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  if (tail === undefined) return left;
  const right = groupsOf(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * A client address as counts and limits see it: an IPv4 address (also when written as IPv6),
 * or the /64 network of an IPv6 one. A /64 is one household's or one site's network, within which
 * a client may take a new address for every request.
 */
export function clientAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return address;
  const network = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

export function visitorOf(req: Request): Visitor {
  return {
    address: clientAddress(req.ip ?? req.socket.remoteAddress ?? ''),
    userAgent: req.get('user-agent'),
  };
}
