import os from 'node:os';

/** The machine's state next to a figure: benches share it with other work, so the figures carry the load. */
export function loadNote(): string {
  const [one, five] = os.loadavg();
  return `${os.cpus().length} cores, load average ${one?.toFixed(2)} (1 min) ${five?.toFixed(2)} (5 min)`;
}

/**
 * What this machine's kernel takes to hand a process a page of memory it touches for the first time. On most
 * machines well under 1 µs; some virtual machines take 10–16 µs (2026-12-01), and a browser that starts a page
 * touches tens of thousands of fresh pages, so its main-thread times (and Lighthouse's blocking time, which scales
 * them by 4) grow on such a machine while the benchmark index, a loop over memory already touched, does not.
 * Measured as one fill of 128 MiB just allocated less a second fill of the same memory.
 */
export function memoryFaultNote(): string {
  const bytes = 128 * 1024 * 1024;
  const samples: number[] = [];
  for (let round = 0; round < 3; round++) {
    const memory = Buffer.allocUnsafeSlow(bytes);
    const first = performance.now();
    memory.fill(1);
    const second = performance.now();
    memory.fill(2);
    const end = performance.now();
    samples.push(((second - first - (end - second)) * 1000) / (bytes / 4096));
  }
  const median = samples.sort((a, b) => a - b)[1] ?? Number.NaN;
  return `first touch of memory ${median.toFixed(2)} µs a 4 KiB page${median > 2 ? ' (slow: browser figures read high on this machine)' : ''}`;
}
