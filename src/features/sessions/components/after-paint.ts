/** Longest wait: a hidden tab gets no animation frames, and a move's device write must not wait for a frame. */
const FALLBACK_MS = 100;

/**
 * Runs `task` once the browser has painted the next frame, so work a move does not need on screen (the device
 * write, preloading the neighbours) does not delay that move's paint. Falls back to a timer in a hidden tab.
 */
export function afterPaint(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    task();
  };
  const frame = requestAnimationFrame(() => {
    // The frame renders after its animation-frame callbacks; a message posted here is handled after it.
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  });
  const timer = setTimeout(run, FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export const nextPaint = () => new Promise<void>((resolve) => afterPaint(resolve));
