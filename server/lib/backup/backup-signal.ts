import { logger } from '#server/lib/logger';

let asked = false;
let handler: (() => void) | null = null;

/**
 * SIGUSR2 asks the server for a backup now (`npm run db:backup` sends it to the process holding a PGlite data
 * directory). Called first thing at start, since Node's own answer to SIGUSR2 is to end the process: a backup
 * asked for before the schedule has started is taken as soon as it does.
 */
export function catchBackupSignal(): void {
  process.on('SIGUSR2', () => {
    logger.info('SIGUSR2: a backup was asked for');
    if (handler) handler();
    else asked = true;
  });
}

/** The schedule takes the signal from here on (null: it has stopped). */
export function onBackupSignal(take: (() => void) | null): void {
  handler = take;
  if (take && asked) {
    asked = false;
    take();
  }
}
