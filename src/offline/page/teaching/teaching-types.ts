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

/** Start or resume failed: `message` is what the teacher reads. */
export class TeachingError extends Error {}
