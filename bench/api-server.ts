/**
 * The API and site apps alone (scripts/test/site-server.ts) in a process of their own, over
 * the stack's emulators: the benchmark loads it beside the full stack to tell the cost of the
 * API itself from that of the Hosting and Functions emulators in front of it.
 * The emulator addresses come from the environment; it prints the port it listens on.
 */
import type { AddressInfo } from 'node:net';
import { startSiteServer } from '../scripts/test/site-server';

const server = await startSiteServer(0);
process.stdout.write(`api listening on ${(server.address() as AddressInfo).port}\n`);
