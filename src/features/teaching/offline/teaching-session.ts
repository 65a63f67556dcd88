import { SESSION_MESSAGES, type StartSlideSessionResponse } from '../../../../contract/class-sessions';
import { gradeOf } from '../../../../contract/constants';
import { apiErrorOf, errorMessage } from '../../../lib/api-client';
import type { LocalDb, LocalSession } from '../../../lib/offline/local-db';
import { queueEnd, queuePosition, queueStart } from '../../../lib/offline/outbox';
import { forgetPosition, mirroredPosition } from './position-mirror';

/**
 * A teaching session on this device (ARCHITECTURE.md §5), one path online and offline: the client makes the
 * session id; the start goes to the server when it can be reached, else the deck comes from the device and the
 * start is queued; every move and the end go through the outbox; a LocalSession lets a reload resume the class.
 */
export type ViewerDeck = {
  grade: number;
  version: number;
  totalSlides: number;
  slides: { number: number; title: string }[];
};
export type Teaching = { session: LocalSession; deck: ViewerDeck; source: 'server' | 'device' };
export type StartBody = { school_id: string; class_level: string; session_id: string; started_at: string };

export type TeachingDeps = {
  db: LocalDb;
  userId: string;
  /** POST /class-sessions/start-slide-session with the Idempotency-Key. */
  startOnline: (body: StartBody, idempotencyKey: string) => Promise<StartSlideSessionResponse>;
  /** GET /course-materials/class/{grade} as a deck. */
  fetchDeck: (grade: number) => Promise<ViewerDeck>;
  isOnline: () => boolean;
  /** Asks the outbox to replay (the caller debounces it for moves). */
  kick: () => void;
};

/** Start or resume failed: `message` is what the teacher reads. */
export class TeachingError extends Error {}

const GENERIC_START = 'Failed to start session';
const notOnDevice = (classLevel: string) =>
  `The slides of Class ${classLevel} are not on this device yet. Connect to the internet to start this class.`;
const clamp = (n: number, total: number) => Math.min(Math.max(1, Math.round(n) || 1), Math.max(1, total));

/** A refusal by the server (4xx) stops the start; no network, a timeout or a 5xx falls back to the device. */
function refusal(error: unknown): string | null {
  const status = apiErrorOf(error)?.status;
  if (status === undefined || status >= 500) return null;
  const message = errorMessage(error, GENERIC_START);
  return /no course material/i.test(message) ? SESSION_MESSAGES.noMaterialClient : message;
}

export async function deviceDeck(db: LocalDb, grade: number): Promise<ViewerDeck | null> {
  const deck = await db.decks.get(grade);
  return deck?.complete ? { grade, version: deck.version, totalSlides: deck.totalSlides, slides: deck.slides } : null;
}

type Place = { schoolId: string; classLevel: string; label: string };

export async function startTeaching(deps: TeachingDeps, place: Place): Promise<Teaching> {
  const { db, userId } = deps;
  const classLevel = place.classLevel.toUpperCase();
  const grade = gradeOf(classLevel);
  if (!grade) throw new TeachingError(SESSION_MESSAGES.invalidClass);
  const id = crypto.randomUUID();
  const startedAt = new Date().toISOString();
  let result: { deck: ViewerDeck; resume: number; source: Teaching['source'] } | null = null;

  if (deps.isOnline()) {
    try {
      const body = { school_id: place.schoolId, class_level: classLevel, session_id: id, started_at: startedAt };
      const answer = await deps.startOnline(body, `start:${id}`);
      const m = answer.courseMaterial;
      const deck = {
        grade,
        version: m.version,
        totalSlides: m.totalSlides,
        slides: m.slides.map((s) => ({ number: s.number, title: s.title })),
      };
      result = { deck, resume: clamp(answer.progress.lastSlideVisited, m.totalSlides), source: 'server' };
    } catch (error) {
      const refused = refusal(error);
      if (refused) throw new TeachingError(refused);
    }
  }
  if (!result) {
    const deck = await deviceDeck(db, grade);
    if (!deck) throw new TeachingError(notOnDevice(classLevel));
    const position = await db.classPositions.get([place.schoolId, classLevel]);
    const resume = clamp(position?.lastSlide ?? 1, deck.totalSlides);
    await queueStart(
      db,
      { userId, sessionId: id, label: place.label },
      { school_id: place.schoolId, class_level: classLevel, started_at: startedAt, starting_slide: resume },
    );
    deps.kick();
    result = { deck, resume, source: 'device' };
  }
  const session: LocalSession = {
    id,
    userId,
    schoolId: place.schoolId,
    classLevel,
    grade,
    startedAt,
    startingSlide: result.resume,
    currentSlide: result.resume,
    status: 'active',
  };
  await db.localSessions.put(session);
  return { session, deck: result.deck, source: result.source };
}

/** The teacher's class in progress on this device (after a reload), with its deck; null when there is none. */
export async function resumeTeaching(deps: TeachingDeps): Promise<Teaching | null> {
  const active = (
    await deps.db.localSessions
      .where({ userId: deps.userId })
      .filter((s) => s.status === 'active')
      .sortBy('startedAt')
  ).at(-1);
  if (!active) return null;
  let deck: ViewerDeck | null = null;
  if (deps.isOnline()) deck = await deps.fetchDeck(active.grade).catch(() => null);
  const source = deck ? 'server' : 'device';
  deck ??= await deviceDeck(deps.db, active.grade);
  if (!deck) throw new TeachingError(notOnDevice(active.classLevel));
  // A move whose device write a reload cut off: record it now (the outbox keeps the latest position anyway).
  const mirrored = mirroredPosition(active.id);
  let session = active;
  if (mirrored && mirrored.slide !== active.currentSlide) {
    await recordMove(deps.db, active, `Class ${active.classLevel}`, mirrored.slide, mirrored.at);
    session = { ...active, currentSlide: mirrored.slide };
  }
  return { session: { ...session, currentSlide: clamp(session.currentSlide, deck.totalSlides) }, deck, source };
}

const common = (s: LocalSession, label: string) => ({ userId: s.userId, sessionId: s.id, label });

/**
 * A move: the device's copy of the position and the coalesced position in the outbox, in one transaction, so a
 * reload never leaves the device's position ahead of the outbox's (the resume would then not record it again).
 */
export async function recordMove(
  db: LocalDb,
  s: LocalSession,
  label: string,
  slide: number,
  at = new Date().toISOString(),
) {
  await db.transaction('rw', db.localSessions, db.classPositions, db.outbox, async () => {
    await db.localSessions.update(s.id, { currentSlide: slide });
    await db.classPositions.put({ schoolId: s.schoolId, classLevel: s.classLevel, lastSlide: slide, at });
    await queuePosition(db, common(s, `${label}, slide ${slide}`), { currentSlide: slide, clientTimestamp: at });
  });
}

export type Attendance = { students_attended: number; total_students: number; notes: string };

/** End Session: the attendance and the final slide are queued; the outbox sends them in order after the moves. */
export async function endTeaching(
  deps: TeachingDeps,
  s: LocalSession,
  label: string,
  slide: number,
  attendance: Attendance,
) {
  const at = new Date().toISOString();
  await queueEnd(deps.db, common(s, `${label}, ended`), { ...attendance, clientTimestamp: at, currentSlide: slide });
  await deps.db.transaction('rw', deps.db.localSessions, deps.db.classPositions, async () => {
    await deps.db.localSessions.update(s.id, { status: 'ended', currentSlide: slide });
    await deps.db.classPositions.put({ schoolId: s.schoolId, classLevel: s.classLevel, lastSlide: slide, at });
  });
  forgetPosition(s.id);
  deps.kick();
}

/** Cancel Session: discarded on this device, with its queued entries that were never sent. */
export async function cancelTeaching(db: LocalDb, s: LocalSession) {
  await db.transaction('rw', db.outbox, db.localSessions, async () => {
    await db.outbox
      .where({ sessionId: s.id })
      .filter((e) => e.status !== 'sent')
      .delete();
    await db.localSessions.update(s.id, { status: 'cancelled' });
  });
  forgetPosition(s.id);
}
