/** Helper processes of the benchmark: a TypeScript file run with tsx that prints its port. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Helper {
  url: string;
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs `node --import tsx <script> ...args`; resolves once it prints `<ready> on <port>`. */
export function startHelper(
  script: string,
  args: string[],
  ready: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Helper> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), ...args],
    {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = new RegExp(`${ready} on (\\d+)`).exec(output)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
}
