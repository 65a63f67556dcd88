import type { ClassSessionView } from '#contract/sessions-types';
import { gradeOf } from '#contract/class-level';
import { SESSION_MESSAGES } from '#contract/sessions';
import type { LocalSession } from '#src/offline/worker/local-db';
import { forgetPosition } from './position-mirror';
import { deviceDeck } from './teaching-session';
import {
  SlidesNotOnDeviceError,
  type Teaching,
  type TeachingDeps,
  TeachingError,
  type ViewerDeck,
} from './teaching-types';

/**
 * One live session per class and teacher (issue 15). Online, a start first asks whether the class is in progress on
 * another device; offline, the start goes ahead and the device finds the other session once it syncs. The teacher
 * then keeps one: the other is closed on the server (ended without attendance; nothing its device recorded is lost).
 */
export type LiveDeps = TeachingDeps & {
  liveSessions: (key: { schoolId: string; classLevel: string }) => Promise<ClassSessionView[]>;
  closeOnline: (id: string) => Promise<void>;
  /** The session as the server has it; null while its start has not reached the server. */
  serverSession: (id: string) => Promise<ClassSessionView | null>;
};

/** The class's sessions in progress on other devices: none of this device's sessions. */
export async function sessionsElsewhere(
  deps: LiveDeps,
  key: { schoolId: string; classLevel: string },
): Promise<ClassSessionView[]> {
  const live = await deps.liveSessions(key);
  if (live.length === 0) return [];
  const mine = new Set((await deps.db.localSessions.where({ userId: deps.userId }).toArray()).map((s) => s.id));
  return live.filter((s) => !mine.has(s._id));
}

/** 'Continue the session started at … on another device': this device teaches that session from where it is. */
export async function continueElsewhere(deps: LiveDeps, remote: ClassSessionView): Promise<Teaching> {
  const classLevel = remote.class_level;
  const grade = gradeOf(classLevel);
  if (!grade) throw new TeachingError(SESSION_MESSAGES.invalidClass);
  let deck: ViewerDeck | null = await deps.fetchDeck(grade).catch(() => null);
  const source = deck ? 'server' : 'device';
  deck ??= await deviceDeck(deps.db, grade);
  if (!deck) throw new SlidesNotOnDeviceError(classLevel, false);
  const slide = Math.min(Math.max(1, remote.current_slide), deck.totalSlides);
  const session: LocalSession = {
    id: remote._id,
    userId: deps.userId,
    schoolId: remote.school_id._id,
    classLevel,
    grade,
    startedAt: remote.session_date,
    startingSlide: remote.starting_slide,
    currentSlide: slide,
    furthestSlide: Math.max(slide, remote.ending_slide),
    previousPosition: (await deps.db.classPositions.get([remote.school_id._id, classLevel])) ?? null,
    status: 'active',
  };
  await deps.db.localSessions.put(session);
  return { session, deck, source };
}

/** 'Keep teaching here': the class's sessions on other devices are closed. */
export async function closeOthers(deps: LiveDeps, others: ClassSessionView[]): Promise<void> {
  for (const other of others) await deps.closeOnline(other._id);
}

/**
 * The session this device teaches, when another device has ended it (or closed it, keeping its own): the server's
 * view of it; 'cancelled' when the server no longer has it though its start reached it (cancelled on another device:
 * a cancel removes the session); else null (still in progress, or its start not yet on the server).
 */
export async function endedElsewhere(
  deps: LiveDeps,
  own: LocalSession,
): Promise<ClassSessionView | 'cancelled' | null> {
  const remote = await deps.serverSession(own.id);
  if (remote) return remote.status !== 'in_progress' ? remote : null;
  const startUnsent = await deps.db.outbox
    .where({ sessionId: own.id })
    .filter((e) => e.endpoint === 'sessions.startSlideSession' && e.status !== 'sent')
    .count();
  return startUnsent > 0 ? null : 'cancelled';
}

/** 'Stop teaching here': the class ends on this device only; moves still queued are sent and counted. */
export async function stopHere(deps: LiveDeps, own: LocalSession): Promise<void> {
  await deps.db.localSessions.update(own.id, { status: 'ended' });
  forgetPosition(own.id);
}

/**
 * 'Switch to that session': this device's session is closed on the server (its moves already sent still count, any
 * still queued are sent and counted too) and ends here; the device then teaches the other one.
 */
export async function switchTo(deps: LiveDeps, own: LocalSession, remote: ClassSessionView): Promise<Teaching> {
  await deps.closeOnline(own.id);
  await stopHere(deps, own);
  return continueElsewhere(deps, remote);
}
