import type { StartSlideSessionResponse } from '#contract/sessions-types';
import type { OutboxBody } from '#contract/outbox-calls';
import type { LocalDb, LocalSession } from '#src/offline/worker/local-db';

/** The pieces of a teaching session on this device (teaching-session.ts) that its callers also name. */
export type ViewerDeck = {
  grade: number;
  version: number;
  totalSlides: number;
  slides: { number: number; title: string }[];
};
export type Teaching = { session: LocalSession; deck: ViewerDeck; source: 'server' | 'device' };
export type StartBody = OutboxBody<'sessions.startSlideSession'>;

export type TeachingDeps = {
  db: LocalDb;
  userId: string;
  /** POST /class-sessions/start-slide-session with the Idempotency-Key. */
  startOnline: (body: StartBody, idempotencyKey: string) => Promise<StartSlideSessionResponse>;
  /** The class's last visited slide on the server (GET /session-progress/{school}/{class}). */
  serverResume: (key: { schoolId: string; classLevel: string }) => Promise<number>;
  /** GET /course-materials/class/{grade} as a deck. */
  fetchDeck: (grade: number) => Promise<ViewerDeck>;
  isOnline: () => boolean;
  /** Asks the outbox to replay (the caller debounces it for moves). */
  kick: () => void;
};

/**
 * Start or resume failed: `message` is what the teacher reads (the server's refusal as it came); the screen words the
 * failures of this device itself (the subclasses) in the teacher's language, from their values.
 */
export class TeachingError extends Error {}

/** The class's slides are not on this device; `connectToStart`: the teacher is told to connect to start the class. */
export class SlidesNotOnDeviceError extends TeachingError {
  constructor(
    readonly classLevel: string,
    readonly connectToStart: boolean,
  ) {
    super(
      `The slides of Class ${classLevel} are not on this device yet.` +
        (connectToStart ? ' Connect to the internet to start this class.' : ''),
    );
  }
}
