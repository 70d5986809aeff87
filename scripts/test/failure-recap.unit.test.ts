import { describe, expect, it } from 'vitest';
import { outputTail } from '../lib/failure-recap';

describe('the recap of a step that failed without naming a test', () => {
  it('shows the last thirty lines it printed, without colours or blank lines', () => {
    const printed = [
      ...Array.from({ length: 40 }, (_, i) => `line ${i + 1}`),
      '',
      '\u001b[31mError: The Firebase emulators exited (1) before they were ready:\u001b[39m   ',
      'Error: Invalid or corrupt jarfile /work/node_modules/.cache/journal/launcher.jar',
      '',
    ].join('\n');
    const tail = outputTail(printed);
    expect(tail).toHaveLength(30);
    expect(tail[0]).toBe('line 13');
    expect(tail.slice(-2)).toEqual([
      'Error: The Firebase emulators exited (1) before they were ready:',
      'Error: Invalid or corrupt jarfile /work/node_modules/.cache/journal/launcher.jar',
    ]);
  });
});
