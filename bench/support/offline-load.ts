import os from 'node:os';

/** The machine's state next to a figure: benches share it with other work, so the figures carry the load. */
export function loadNote(): string {
  const [one, five] = os.loadavg();
  return `${os.cpus().length} cores, load average ${one?.toFixed(2)} (1 min) ${five?.toFixed(2)} (5 min)`;
}
