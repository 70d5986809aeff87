/**
 * Lets the browser handle input and paint before the work that follows: the page's start
 * (main.tsx, start.tsx) is cut into tasks this way, so that a reader's tap never waits long
 * behind it.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  // Not setTimeout, which a background tab slows to once a second.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
