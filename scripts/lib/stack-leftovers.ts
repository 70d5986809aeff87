/**
 * What the local stack may have left behind after it was stopped: ports still listening and
 * processes still running from this checkout (the emulators' Java, Functions workers,
 * firebase-tools, maildev). `npm test` ends with this check, after the end-to-end suite has
 * stopped its `npm start` stack.
 */
import { execFileSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { root } from './firebase-emulators';
import { appPort, STACK_HOST, stackPorts } from './stack-ports';

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: STACK_HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Ports of the stack that something still listens on, named. */
export async function busyStackPorts(): Promise<string[]> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries({ app: appPort(), ...stackPorts })) {
    if (await listening(port)) busy.push(`${name} ${STACK_HOST}:${port}`);
  }
  return busy;
}

/** Processes whose command line runs something of this checkout's stack, but not `exclude`. */
export function stackProcesses(exclude: number[]): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  const ours = /firebase-tools|cloud-firestore-emulator|maildev|functions-framework|functionsEmulatorRuntime/;
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.includes(root) && ours.test(line))
    .filter((line) => !exclude.includes(Number(line.split(/\s+/)[0])));
}

/** Waits up to `graceMs` for the stack to be gone; answers what is still there. */
export async function stackLeftovers(graceMs: number): Promise<string[]> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    const left = [...(await busyStackPorts()), ...stackProcesses([process.pid])];
    if (left.length === 0 || Date.now() > deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
