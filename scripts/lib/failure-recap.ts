/**
 * The names of the tests that failed, read back from the JSON reports vitest and Playwright
 * write beside their usual output. `npm test` prints them after its summary, because CI keeps
 * only the end of a run's output: without them a failed run says which step failed but not
 * which test, and a flaky test cannot be told from a broken one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const MAX_MESSAGE = 300;

// Reporters colour their messages; the recap is read as plain text.
// eslint-disable-next-line no-control-regex
const plainText = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function errorHead(message: string | undefined): string {
  const plain = plainText(message ?? '');
  // Two lines: an assertion's first line names the matcher, its second the value it got.
  const line = plain
    .split('\n')
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .slice(0, 2)
    .join(' | ');
  return line.length > MAX_MESSAGE ? `${line.slice(0, MAX_MESSAGE)}…` : line;
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** One line per failed vitest test (or per file that failed before its tests ran). */
export function vitestFailures(reportPath: string): string[] {
  const report = readJson(reportPath) as VitestReport | undefined;
  const lines: string[] = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(
        `${relative(process.cwd(), file.name)} > ${test.fullName}: ${errorHead(test.failureMessages?.[0])}`,
      );
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`${relative(process.cwd(), file.name)}: ${errorHead(file.message)}`);
    }
  }
  return lines;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { status: string; error?: { message?: string } }[];
    }[];
  }[];
}

/** One line per Playwright test that failed, or passed only on a retry (flaky). */
export function playwrightFailures(reportPath: string): string[] {
  const report = readJson(reportPath) as { suites?: PlaywrightSuite[] } | undefined;
  const lines: string[] = [];
  const walk = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((result) => result.error)?.error?.message;
        const verdict = test.status === 'flaky' ? 'flaky' : 'failed';
        lines.push(
          `[${test.projectName}] ${file}:${spec.line} ${[...titles, spec.title].join(' › ')} (${verdict}): ${errorHead(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, file, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file ?? suite.title, []);
  return lines;
}

/** How many of a step's last lines the recap shows when it cannot name a failed test. */
const TAIL_LINES = 30;

/**
 * The last lines a failed step printed, for when its report names no failed test: a vitest run
 * whose global setup threw (an emulator that did not start) or that ended on an unhandled error
 * writes no report, or one where every test passed. Without them, CI's end of the output says
 * only that the step failed.
 */
export function outputTail(output: string): string[] {
  return plainText(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .slice(-TAIL_LINES);
}
