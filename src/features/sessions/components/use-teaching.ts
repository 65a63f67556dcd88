import { t } from '@lingui/core/macro';
import { liveQuery } from 'dexie';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LocalSession } from '#src/offline/worker/local-db';
import { localDb } from '#src/offline/worker/local-db';
import { notify } from '#src/lib/notify';
import { kickReplay } from '#src/offline/page/sync-engine';
import { nextIdle } from '#src/lib/idle';
import { fetchClassResume } from '../api/class-resume';
import { fetchViewerDeck } from '../api/get-deck';
import { closeSessionOnline, fetchLiveSessions, fetchServerSession } from '../api/live-sessions';
import { startSlideSession } from '../api/start-session';
import {
  closeOthers,
  continueElsewhere,
  type LiveDeps,
  sessionsElsewhere,
  stopHere,
  switchTo,
} from '#src/offline/page/teaching/live-conflicts';
import {
  type Attendance,
  cancelTeaching,
  endTeaching,
  recordMove,
  resumeTeaching,
  SessionClosedError,
  startTeaching,
} from '#src/offline/page/teaching/teaching-session';
import type { Teaching, ViewerDeck } from '#src/offline/page/teaching/teaching-types';
import { mirroredPosition, mirrorPosition } from '#src/offline/page/teaching/position-mirror';
import { nextPaint } from './after-paint';
import { closedMessage, messageOf } from './teaching-messages';
import { type LiveConflict, useLiveCheck } from './use-live-check';

/** Moves are many: the outbox keeps only the latest position, and its replay is asked for once they pause. */
const KICK_DEBOUNCE_MS = 300;
type Phase =
  | { name: 'checking' }
  | { name: 'setup'; stuck: { session: LocalSession; message: string } | null }
  | { name: 'teaching'; teaching: Teaching };

/** The teaching flow's state: resume a class left open on this device, start, move, end, cancel. */
export function useTeaching(userId: string) {
  const deps = useMemo<LiveDeps>(
    () => ({
      db: localDb(),
      userId,
      startOnline: startSlideSession,
      serverResume: fetchClassResume,
      fetchDeck: fetchViewerDeck,
      isOnline: () => navigator.onLine,
      kick: () => void kickReplay(),
      liveSessions: fetchLiveSessions,
      closeOnline: closeSessionOnline,
      serverSession: fetchServerSession,
    }),
    [userId],
  );
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const [current, setCurrent] = useState(1);
  const currentRef = useRef(current);
  currentRef.current = current;
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<LiveConflict | null>(null);
  const [resolving, setResolving] = useState(false);
  const writes = useRef<Promise<void>>(Promise.resolve());
  /** The latest move not yet written to the device (moves in one frame are written once, as the outbox keeps). */
  const unwritten = useRef<{ slide: number; at: string; label: string; furthest: number } | null>(null);
  const kickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The class this tab is ending or cancelling itself (so it is not reported as closed by another tab). */
  const closedHere = useRef<string | null>(null);
  /** The session the teacher chose to go on teaching here after another device ended it (not asked again). */
  const keptHere = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    resumeTeaching(deps).then(
      (teaching) => {
        if (!live) return;
        // A transition: the chooser (or the viewer) replaces 'checking' in short slices, never one long task.
        startTransition(() => {
          if (teaching) setCurrent(teaching.session.currentSlide);
          setPhase(teaching ? { name: 'teaching', teaching } : { name: 'setup', stuck: null });
        });
      },
      async (error: unknown) => {
        const active = await deps.db.localSessions
          .where({ userId })
          .filter((s) => s.status === 'active')
          .first();
        if (live) setPhase({ name: 'setup', stuck: active ? { session: active, message: messageOf(error) } : null });
      },
    );
    return () => {
      live = false;
    };
  }, [deps, userId]);
  useEffect(() => () => clearTimeout(kickTimer.current), []);

  // Another tab (or window) of this device ended or cancelled the class shown here: stop teaching it here too.
  const shownId = phase.name === 'teaching' ? phase.teaching.session.id : null;
  useEffect(() => {
    if (!shownId) return;
    const subscription = liveQuery(() => deps.db.localSessions.get(shownId)).subscribe({
      next: (s) => {
        if (s?.status === 'active' || closedHere.current === shownId) return;
        setPhase({ name: 'setup', stuck: null });
        notify.info(closedMessage(s?.status ?? 'missing'));
      },
      error: (error: unknown) => console.error('Could not watch the class in progress', error),
    });
    return () => subscription.unsubscribe();
  }, [deps, shownId]);

  const shown = phase.name === 'teaching' ? phase.teaching.session : null;
  const settled = useCallback((id: string) => closedHere.current === id || keptHere.current === id, []);
  useLiveCheck(deps, shown, settled, setConflict);

  const show = useCallback((teaching: Teaching) => {
    setCurrent(teaching.session.currentSlide);
    setPhase({ name: 'teaching', teaching });
  }, []);

  /** Start; online, a class already in progress on another device is asked about first (`force`: start anyway). */
  const start = useCallback(
    async (schoolId: string, classLevel: string, label: string, force = false) => {
      setStarting(true);
      setProblem(null);
      try {
        const place = { schoolId, classLevel: classLevel.toUpperCase(), label };
        const others = force || !deps.isOnline() ? [] : await sessionsElsewhere(deps, place).catch(() => []);
        const other = others.at(-1);
        if (other) {
          setConflict({ when: 'start', place, other });
          return;
        }
        show(await startTeaching(deps, place));
      } catch (error) {
        setProblem(messageOf(error));
        notify.error(messageOf(error));
      } finally {
        setStarting(false);
      }
    },
    [deps, show],
  );

  /** The teacher's answer to a conflict; a failure (offline meanwhile, say) leaves both sessions as they are. */
  const resolve = useCallback(
    async (choice: 'continue' | 'new' | 'keep' | 'switch' | 'stop') => {
      const c = conflict;
      if (!c) return;
      setResolving(true);
      try {
        if (c.when === 'start' && choice === 'continue') show(await continueElsewhere(deps, c.other));
        else if (c.when === 'start' && choice === 'new') {
          await closeOthers(deps, [c.other]);
          setConflict(null);
          await start(c.place.schoolId, c.place.classLevel, c.place.label, true);
        } else if (c.when === 'teaching' && choice === 'keep') await closeOthers(deps, [c.other]);
        else if (c.when === 'teaching' && choice === 'switch' && phase.name === 'teaching') {
          await writes.current;
          closedHere.current = phase.teaching.session.id;
          show(await switchTo(deps, phase.teaching.session, c.other));
        } else if (c.when === 'ended' && choice === 'keep') keptHere.current = c.other._id;
        else if ((c.when === 'ended' || c.when === 'cancelled') && choice === 'stop' && phase.name === 'teaching') {
          await writes.current;
          closedHere.current = phase.teaching.session.id;
          await stopHere(deps, phase.teaching.session);
          setPhase({ name: 'setup', stuck: null });
          const classLevel = phase.teaching.session.classLevel;
          notify.info(t`Class ${classLevel} is no longer taught on this device`);
        }
        setConflict(null);
      } catch (error) {
        const message = messageOf(error);
        notify.error(
          message === t`Failed to start session` ? t`Could not reach the server. Try again when online.` : message,
        );
      } finally {
        setResolving(false);
      }
    },
    [conflict, deps, phase, show, start],
  );

  const teaching = phase.name === 'teaching' ? phase.teaching : null;
  const move = useCallback(
    (slide: number, label: string) => {
      if (!teaching) return;
      setCurrent(slide);
      const at = new Date().toISOString();
      const id = teaching.session.id;
      // Synchronous, so a reload right now still resumes here; the IndexedDB write waits until the move is painted
      // and the page is idle (a burst of moves is written once).
      mirrorPosition(id, { slide, at, furthest: teaching.session.furthestSlide });
      const pending = unwritten.current;
      unwritten.current = { slide, at, label, furthest: Math.max(pending?.furthest ?? 0, slide) };
      if (!pending) {
        writes.current = writes.current
          .then(nextPaint)
          .then(() => nextIdle())
          .then(async () => {
            const own = unwritten.current;
            unwritten.current = null;
            if (!own) return;
            // The latest move of any tab of this device (the mirror is written at each key press): a write that runs
            // late never puts an older position after a newer one.
            const latest = mirroredPosition(id) ?? own;
            const furthest = Math.max(own.furthest, latest.furthest ?? 0);
            await recordMove(deps.db, teaching.session, own.label, latest.slide, latest.at, furthest);
          })
          .catch((error) => console.error('Could not save the slide position on this device', error));
      }
      clearTimeout(kickTimer.current);
      kickTimer.current = setTimeout(() => void writes.current.then(deps.kick), KICK_DEBOUNCE_MS);
    },
    [deps, teaching],
  );

  /** The grade's deck was replaced on the server during the class: it goes on in the new one, at most at its end. */
  const replaceDeck = useCallback(
    (deck: ViewerDeck, label: string) => {
      if (!teaching || teaching.deck.grade !== deck.grade) return;
      setPhase({ name: 'teaching', teaching: { ...teaching, deck, source: 'server' } });
      if (currentRef.current > deck.totalSlides) move(deck.totalSlides, label);
      const classLevel = teaching.session.classLevel;
      notify.info(
        t`The slides of Class ${classLevel} were replaced by a new upload. The class goes on in the new slides.`,
      );
    },
    [teaching, move],
  );

  /** Runs an end or cancel of this tab; a class another tab closed meanwhile goes back to the setup, saying so. */
  const closeWith = useCallback(async (id: string, task: () => Promise<void>) => {
    clearTimeout(kickTimer.current);
    await writes.current;
    closedHere.current = id;
    try {
      await task();
    } catch (error) {
      closedHere.current = null;
      if (!(error instanceof SessionClosedError)) throw error;
      setPhase({ name: 'setup', stuck: null });
      notify.error(messageOf(error));
      return false;
    }
    return true;
  }, []);

  /** Ends the class; the session id, or null when another tab had closed it already. */
  const end = useCallback(
    async (attendance: Attendance, label: string) => {
      if (!teaching) throw new Error('No session in progress');
      const ended = await closeWith(teaching.session.id, () =>
        endTeaching(deps, teaching.session, label, currentRef.current, attendance),
      );
      return ended ? teaching.session.id : null;
    },
    [deps, teaching, closeWith],
  );

  const cancel = useCallback(
    async (session: LocalSession | null = teaching?.session ?? null) => {
      if (!session) return false;
      const cancelled = await closeWith(session.id, () => cancelTeaching(deps, session, `Class ${session.classLevel}`));
      setPhase({ name: 'setup', stuck: null });
      return cancelled;
    },
    [deps, teaching, closeWith],
  );

  return {
    phase,
    current,
    starting,
    problem,
    clearProblem: () => setProblem(null),
    start,
    move,
    replaceDeck,
    end,
    cancel,
    conflict,
    resolving,
    resolve,
    dismissConflict: () => setConflict(null),
  };
}
