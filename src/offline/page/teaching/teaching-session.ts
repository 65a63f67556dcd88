import { nextSlideOf, SESSION_MESSAGES } from '#contract/sessions';
import { gradeOf } from '#contract/class-level';
import { apiErrorOf, errorMessage } from '#src/lib/api-client';
import { nextStamp } from '#src/offline/worker/device-stamp';
import { hasUnconfirmed, knownProgress } from '#src/offline/worker/class-progress';
import type { LocalDb, LocalSession } from '#src/offline/worker/local-db';
import { queueCancel, queueEnd, queuePosition, queueStart } from '#src/offline/worker/outbox';
import { forgetPosition, mirroredPosition } from './position-mirror';
import {
  SlidesNotOnDeviceError,
  type Teaching,
  TeachingError,
  type TeachingDeps,
  type ViewerDeck,
} from './teaching-types';

/**
 * A teaching session on this device (ARCHITECTURE.md §5), one path online and offline: the client makes the
 * session id; the start goes to the server when it can be reached, else the deck comes from the device and the
 * start is queued; every move and the end go through the outbox; a LocalSession lets a reload resume the class.
 */
/** A refusal without a message of the server's (the screen words it, as any start that failed without one). */
export const GENERIC_START = 'Failed to start session';
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

/**
 * This device's own position of the class when it has changes of the class the server has not confirmed (the
 * server's progress is then behind), else undefined.
 */
async function unconfirmedResume(db: LocalDb, userId: string, place: { schoolId: string; classLevel: string }) {
  const position = await db.classPositions.get([place.schoolId, place.classLevel]);
  if (!position) return undefined;
  return (await hasUnconfirmed(db, userId, place)) ? position.lastSlide : undefined;
}

/**
 * Start: the client makes the session id and decides the slide the class starts at before anything is sent (the
 * device's own position when it knows changes the server does not, else the server's progress when it can be
 * asked, else the device's), so the start it sends online and the one it queues when the answer never comes are
 * the same request: a start whose answer was lost is applied once, at the slide the teacher saw.
 */
export async function startTeaching(deps: TeachingDeps, place: Place): Promise<Teaching> {
  const { db, userId } = deps;
  const classLevel = place.classLevel.toUpperCase();
  const grade = gradeOf(classLevel);
  if (!grade) throw new TeachingError(SESSION_MESSAGES.invalidClass);
  const id = crypto.randomUUID();
  const key = { schoolId: place.schoolId, classLevel };
  const previous = (await db.classPositions.get([key.schoolId, key.classLevel])) ?? null;
  const online = deps.isOnline();
  const onDevice = await deviceDeck(db, grade);
  // The newest the device knows (the server's copy kept with the decks, or its own later moves): a device that
  // never taught the class starts where an online start would (issue 39).
  const wanted =
    (await unconfirmedResume(db, userId, key)) ??
    (online ? await deps.serverResume(key).catch(() => undefined) : undefined) ??
    (await knownProgress(db, userId, key))?.lastSlideVisited;
  // Within the deck the teacher will see (a class's progress can pass the end of a shorter, newer deck).
  const resume = onDevice ? nextSlideOf(wanted, onDevice.totalSlides) : Math.max(1, wanted ?? 1);
  const stamp = await db.transaction('rw', db.meta, () => nextStamp(db));
  const payload = {
    school_id: place.schoolId,
    class_level: classLevel,
    started_at: new Date().toISOString(),
    starting_slide: resume,
    device_id: stamp.deviceId,
    seq: stamp.seq,
  };
  let result: { deck: ViewerDeck; resume: number; source: Teaching['source'] } | null = null;

  if (online) {
    try {
      const answer = await deps.startOnline({ ...payload, session_id: id }, `start:${id}`);
      const m = answer.courseMaterial;
      const deck = {
        grade,
        version: m.version,
        totalSlides: m.totalSlides,
        slides: m.slides.map((s) => ({ number: s.number, title: s.title })),
      };
      result = { deck, resume: clamp(answer.session.starting_slide, m.totalSlides), source: 'server' };
    } catch (error) {
      const refused = refusal(error);
      if (refused) throw new TeachingError(refused);
    }
  }
  const sessionAt = (slide: number): LocalSession => ({
    id,
    userId,
    schoolId: place.schoolId,
    classLevel,
    grade,
    startedAt: payload.started_at,
    startingSlide: slide,
    currentSlide: slide,
    furthestSlide: slide,
    previousPosition: previous,
    status: 'active',
  });
  if (!result) {
    const deck = onDevice;
    if (!deck) throw new SlidesNotOnDeviceError(classLevel, true);
    const session = sessionAt(clamp(resume, deck.totalSlides));
    // The queued start and the session it opens are written together, whole or not at all (a crash, or a page
    // put in the back-forward cache between them, must not leave a start this device cannot resume or end).
    await db.transaction('rw', [db.outbox, db.localSessions], async () => {
      await queueStart(db, { userId, sessionId: id, label: place.label }, payload);
      await db.localSessions.put(session);
    });
    deps.kick();
    return { session, deck, source: 'device' };
  }
  const session = sessionAt(result.resume);
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
  if (!deck) throw new SlidesNotOnDeviceError(active.classLevel, true);
  // A move whose device write a reload cut off: record it now. The mirror is written before every write, so it is
  // never behind the device's copy; it is ahead when the write did not happen.
  const mirrored = mirroredPosition(active.id);
  let session = active;
  const furthest = active.furthestSlide ?? active.currentSlide;
  if (mirrored && (mirrored.slide !== active.currentSlide || (mirrored.furthest ?? 0) > furthest)) {
    session =
      (await recordMove(
        deps.db,
        active,
        `Class ${active.classLevel}`,
        mirrored.slide,
        mirrored.at,
        mirrored.furthest,
      )) ?? active;
  }
  return { session: { ...session, currentSlide: clamp(session.currentSlide, deck.totalSlides) }, deck, source };
}

/**
 * An outbox entry's label ('Class 6A at …, slide 12') is kept, and saved to a file, in English as made here; the Sync
 * panel says it in the teacher's language (features/sync/outbox-label.ts reads these shapes).
 */
const common = (s: LocalSession, label: string) => ({ userId: s.userId, sessionId: s.id, label });
const classOf = (s: LocalSession) => ({ schoolId: s.schoolId, classLevel: s.classLevel });

/** A change to a session another tab (or a reload) has already ended or cancelled (the screen words it by status). */
export class SessionClosedError extends TeachingError {
  constructor(readonly status: LocalSession['status'] | 'missing') {
    super(
      status === 'cancelled'
        ? 'This class was cancelled in another tab or window.'
        : status === 'ended'
          ? 'This class was already ended in another tab or window.'
          : 'This class is no longer on this device.',
    );
  }
}

async function activeSession(db: LocalDb, id: string): Promise<LocalSession> {
  const current = await db.localSessions.get(id);
  if (current?.status !== 'active') throw new SessionClosedError(current?.status ?? 'missing');
  return current;
}

/**
 * A move: the device's copy of the position (latest and furthest) and the coalesced position in the outbox, in one
 * transaction with the device stamp that orders it, so a reload never leaves the device's position ahead of the
 * outbox's (the resume would then not record it again). A move of a session another tab closed is not recorded
 * (null). `furthest`: a furthest slide known from elsewhere (the synchronous mirror).
 */
export async function recordMove(
  db: LocalDb,
  s: LocalSession,
  label: string,
  slide: number,
  at = new Date().toISOString(),
  furthest = 0,
): Promise<LocalSession | null> {
  return db.transaction('rw', [db.localSessions, db.classPositions, db.outbox, db.meta], async () => {
    const current = await db.localSessions.get(s.id);
    if (current?.status !== 'active') return null;
    const furthestSlide = Math.max(current.furthestSlide ?? current.currentSlide, slide, furthest);
    const stamp = await nextStamp(db);
    await db.localSessions.update(s.id, { currentSlide: slide, furthestSlide });
    await db.classPositions.put({ ...classOf(s), lastSlide: slide, at, sessionId: s.id });
    await queuePosition(db, common(s, `${label}, slide ${slide}`), {
      currentSlide: slide,
      furthestSlide,
      clientTimestamp: at,
      ...stamp,
    });
    return { ...current, currentSlide: slide, furthestSlide };
  });
}

/** The spec's numbers and notes, with the roll call's absent students when one was taken (issue 17). */
export type Attendance = {
  students_attended: number;
  total_students: number;
  notes: string;
  absent_student_ids?: string[];
};

/**
 * End Session: the attendance, the final slide and the furthest slide are queued; the outbox sends them in order
 * after the moves. A class another tab has ended or cancelled is not ended again (SessionClosedError).
 */
export async function endTeaching(
  deps: TeachingDeps,
  s: LocalSession,
  label: string,
  slide: number,
  attendance: Attendance,
) {
  const { db } = deps;
  const at = new Date().toISOString();
  await db.transaction('rw', [db.localSessions, db.classPositions, db.outbox, db.meta], async () => {
    const current = await activeSession(db, s.id);
    const furthestSlide = Math.max(current.furthestSlide ?? current.currentSlide, slide);
    const stamp = await nextStamp(db);
    await queueEnd(db, common(s, `${label}, ended`), {
      ...attendance,
      clientTimestamp: at,
      currentSlide: slide,
      furthestSlide,
      ...stamp,
    });
    await db.localSessions.update(s.id, { status: 'ended', currentSlide: slide, furthestSlide });
    await db.classPositions.put({ ...classOf(s), lastSlide: slide, at, sessionId: s.id });
  });
  forgetPosition(s.id);
  deps.kick();
}

/**
 * Cancel Session: cancelled on this device and, through the outbox, on the server (exactly once, online or not).
 * The class's position on the device goes back to where it was before this session: a cancelled session counts
 * nowhere, progress included.
 */
export async function cancelTeaching(deps: Pick<TeachingDeps, 'db' | 'kick'>, s: LocalSession, label: string) {
  const { db } = deps;
  await db.transaction('rw', [db.localSessions, db.classPositions, db.outbox, db.meta], async () => {
    const current = await activeSession(db, s.id);
    const stamp = await nextStamp(db);
    await queueCancel(db, common(s, `${label}, cancelled`), { clientTimestamp: new Date().toISOString(), ...stamp });
    await db.localSessions.update(s.id, { status: 'cancelled' });
    const position = await db.classPositions.get([s.schoolId, s.classLevel]);
    const previous = current.previousPosition ?? null;
    // Only when this session put it there (another session of the class may have moved it since).
    if (!position || position.sessionId === s.id) {
      if (previous) await db.classPositions.put(previous);
      else await db.classPositions.delete([s.schoolId, s.classLevel]);
    }
  });
  forgetPosition(s.id);
  deps.kick();
}
