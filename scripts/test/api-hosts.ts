/**
 * The pool of processes that serve the test namespaces' APIs (namespace-api.ts): a namespace
 * takes an idle one, or starts one when none is idle, and gives it back when it is released. A
 * process that fails a command or stops is never given out again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { NAMESPACE_API_BUNDLE, NAMESPACE_APP_BUNDLE } from './api-bundles';

const ROOT = new URL('../../', import.meta.url);

/** One API process and the answers it owes. */
class ApiHost {
  private readonly child: ChildProcess;
  /** What the process printed while it started serving a namespace, for the error if it fails. */
  private output = '';
  private starting = false;
  private waiting: { answer: string; resolve(): void; reject(err: Error): void } | null = null;
  private readonly exited: Promise<void>;

  constructor(env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, [NAMESPACE_API_BUNDLE, NAMESPACE_APP_BUNDLE], {
      cwd: new URL('.', ROOT).pathname,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (this.waiting && line === this.waiting.answer) {
        const { resolve } = this.waiting;
        this.waiting = null;
        this.starting = false;
        resolve();
      } else if (this.starting) this.output += `${line}\n`;
    });
    this.child.stderr!.on('data', (chunk: Buffer) => {
      // Later output (a delivery that failed) belongs in the run's log.
      if (this.starting) this.output += chunk.toString();
      else process.stderr.write(chunk);
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        this.waiting?.reject(new Error(`the namespace API process stopped (${code}):\n${this.output}`));
        this.waiting = null;
        resolve();
      }),
    );
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  private command(command: object, answer: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (!this.alive) return reject(new Error('the namespace API process has stopped'));
      this.waiting = { answer, resolve, reject };
      this.child.stdin!.write(`${JSON.stringify(command)}\n`);
    });
  }

  serve(env: Record<string, string>): Promise<void> {
    this.output = '';
    this.starting = true;
    return this.command({ serve: env }, 'namespace-api ready');
  }

  release(): Promise<void> {
    return this.command({ release: true }, 'namespace-api released');
  }

  /** Lets its namespace go, if it has one, and ends. */
  async stop(): Promise<void> {
    if (this.alive) this.child.stdin!.end();
    await this.exited;
  }
}

export class ApiHosts {
  private readonly idle: ApiHost[] = [];
  private readonly all = new Set<ApiHost>();

  /** `env`: the environment every process starts with, which each namespace's is laid over. */
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** Serves the namespace `env` names; resolves once it answers, with how to release it. */
  async serve(env: Record<string, string>): Promise<{ release(): Promise<void> }> {
    let host = this.idle.pop();
    while (host && !host.alive) host = this.idle.pop();
    if (!host) {
      host = new ApiHost(this.env);
      this.all.add(host);
    }
    const serving = host;
    try {
      await serving.serve(env);
    } catch (err) {
      await this.discard(serving);
      throw err;
    }
    return {
      release: async () => {
        try {
          await serving.release();
          this.idle.push(serving);
        } catch (err) {
          await this.discard(serving);
          throw err;
        }
      },
    };
  }

  private async discard(host: ApiHost) {
    this.all.delete(host);
    await host.stop();
  }

  async stopAll(): Promise<void> {
    this.idle.length = 0;
    await Promise.all([...this.all].map((host) => this.discard(host)));
  }
}
