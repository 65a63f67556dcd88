import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { CourseMaterialSummary } from '#contract/course-materials';
import { gradeOf } from '#contract/class-level';
import type { DeckRecord } from '#src/offline/worker/device-records';
import { assignedGrades } from '#src/offline/page/deck-runner';
import { storedImageKeys } from '#src/offline/worker/deck-store';
import type { DeckProgress } from '#src/offline/worker/deck-sync';
import { cacheDb } from '#src/offline/worker/local-db';
import { compareClasses, useTeachingChoices } from '#src/lib/teaching-choices';
import { useLiveQuery } from '#src/lib/use-live-query';
import { useSession } from '#src/lib/use-session';
import { deckSummariesQuery } from './api/deck-summaries';
import { deckActivity } from '#src/offline/page/deck-activity';

export type ReadinessState = 'ready' | 'update' | 'downloading' | 'queued' | 'missing' | 'no-deck' | 'unknown';
export type ReadinessRow = {
  grade: number;
  /** The teacher's classes taught from this deck, per school: '6A, 6B · Sunrise Public School, Mohali'. */
  classes: string[];
  /** The server's deck; null: none uploaded; undefined: not known (offline, or still loading). */
  server: CourseMaterialSummary | null | undefined;
  /** The complete deck on the device, with its stored slide count. */
  device: (DeckRecord & { cachedSlides: number }) | null;
  progress: DeckProgress | null;
  state: ReadinessState;
};

type DeviceView = Map<number, { deck: DeckRecord | null; cachedSlides: number }>;

const fullCount = (keys: Set<string>) => [...keys].filter((k) => k.endsWith(':full')).length;

/**
 * The complete decks on the device and their stored slides. A live query: it reads only the complete version's
 * images, never those of a download under way (the worker's progress events tell of those), or it would run again
 * after every batch the worker stores.
 */
async function readDevice(grades: number[]): Promise<DeviceView> {
  const db = cacheDb();
  const view: DeviceView = new Map();
  for (const grade of grades) {
    const deck = (await db.decks.get(grade)) ?? null;
    const cachedSlides = deck?.complete ? fullCount(await storedImageKeys(db, grade, deck.version)) : 0;
    view.set(grade, { deck, cachedSlides });
  }
  return view;
}

/**
 * Where a deck stands while the worker's round (`running`) goes on: a deck whose download has just finished is ready
 * (its last progress stays until the round ends), and one not yet begun waits its turn rather than look lost.
 */
export function stateOf(row: Omit<ReadinessRow, 'state'>, running: boolean): ReadinessState {
  const current = row.device?.complete && (!row.server || row.server.version === row.device.version);
  if (row.progress && running && !current) return 'downloading';
  if (row.device?.complete) return row.server && row.server.version !== row.device.version ? 'update' : 'ready';
  if (row.server === null) return 'no-deck';
  if (row.server === undefined) return 'unknown';
  return running ? 'queued' : 'missing';
}

/** Per grade the teacher teaches: what the server has, what the device keeps, and any download under way. */
export function useDeckReadiness() {
  const user = useSession()?.user;
  const assignments = user?.teaching_assignments ?? [];
  const grades = assignedGrades(assignments);
  const { choices } = useTeachingChoices();
  const activity = useSyncExternalStore(deckActivity.subscribe, deckActivity.get);
  const summaries = useQuery({ ...deckSummariesQuery, enabled: user?.role === 'teacher' });
  const serverByGrade = new Map((summaries.data?.materials ?? []).map((m) => [m.class, m]));
  const device = useLiveQuery(() => readDevice(grades), [grades.join()]);

  const rows: ReadinessRow[] = grades.map((grade) => {
    const classes = choices.flatMap((school) => {
      const here = school.classes.filter((c) => gradeOf(c) === grade).sort(compareClasses);
      return here.length ? [`${here.join(', ')} · ${school.name}`] : [];
    });
    const local = device?.get(grade);
    const base = {
      grade,
      classes,
      server: summaries.data ? (serverByGrade.get(grade) ?? null) : undefined,
      device: local?.deck?.complete ? { ...local.deck, cachedSlides: local.cachedSlides } : null,
      progress: activity.progress[grade] ?? null,
    };
    return { ...base, state: stateOf(base, activity.running) };
  });
  return { rows, activity, loading: device === undefined, serverFailed: summaries.isError && !summaries.data };
}
