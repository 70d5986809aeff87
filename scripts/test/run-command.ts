/**
 * Runs one of the project's commands as an operator would, with tsx, from the checkout's root
 * against the emulators of the test run; answers its exit code and output.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node --import tsx <args>`, in `env`. */
export function runWithTsx(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  return new Promise((resolve) => {
    // tsx's loader in this Node, as the tsx command runs a file, but without that command's own
    // Node process (0.23 CPU-seconds each); the tests that start the other commands do the same.
    execFile(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** scripts/<name>, run with `args`. */
export function runScript(name: string, args: string[], env?: NodeJS.ProcessEnv): Promise<CommandResult> {
  return runWithTsx([join(root, 'scripts', name), ...args], env);
}
