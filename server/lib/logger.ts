import pino, { type DestinationStream, type Logger } from 'pino';
import { loadEnv } from '../env';

export type { Logger };

export type LoggerOptions = {
  /** pino level; LOG_LEVEL (env.ts) for the process logger. */
  level?: string;
  /** Where the JSON lines go: stdout unless given (tests pass a stream to read them). */
  destination?: DestinationStream;
};

/**
 * Structured logs: one JSON object a line ({ level, time, pid, hostname, msg, … }), an error under `err` with its
 * stack. Secrets never reach a log: callers log no bodies or headers, and these paths are censored besides.
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', 'token', 'authorization', '*.password', '*.token', '*.authorization', '*.headers'],
        censor: '[redacted]',
      },
    },
    options.destination,
  );
}

/** The process's logger, for code that runs outside a request (startup, jobs, the pool); in a request use c.var.log. */
export const logger = createLogger({ level: loadEnv().logLevel });
