/**
 * Runs one of the project's one-off commands (scripts/<name>.ts) as an operator would, with tsx,
 * against the emulators of the test run; answers its exit code and output.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

export function runBackfill(
  script: string,
  project: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // tsx's loader in this Node, as the tsx command runs a file, but without that command's own
    // Node process (0.23 CPU-seconds each); the tests that run the other commands do the same.
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts', script), '--project', project],
      { cwd: root, env: process.env },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
