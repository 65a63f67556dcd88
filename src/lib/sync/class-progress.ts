import type { ProgressResult } from '#contract/sessions-types';
import type { ClassProgressRecord } from '#contract/sync';
import type { LocalDb } from './local-db';

/**
 * Where each class of the signed-in teacher stands, kept on the device (issue 39): the server's progress as last
 * fetched, and the device's own sessions since (`classPositions`), whichever is newer. An offline start, the
 * dashboard and Manage Slides read it, so they name the same next slide as an online start would.
 */
export type KnownProgress = {
  lastSlideVisited: number;
  furthestSlide: number;
  /** When the figures were true: the device's own move, or when the server was asked. */
  asOf: string;
  source: 'server' | 'device';
};

const upper = (classLevel: string) => classLevel.toUpperCase();

/** Keeps the server's answer for these classes (the rest of the teacher's classes keep their older copy). */
export async function keepClassProgress(
  db: LocalDb,
  userId: string,
  results: ProgressResult[],
  fetchedAt: string = new Date().toISOString(),
): Promise<void> {
  const records: ClassProgressRecord[] = results.map((r) => ({
    userId,
    schoolId: r.schoolId,
    classLevel: upper(r.classLevel),
    progress: r.progress,
    courseMaterial: r.courseMaterial,
    fetchedAt,
  }));
  await db.classProgress.bulkPut(records);
}

/** Keeps exactly these classes' progress for the user (a class no longer taught leaves the device). */
export async function keepOnlyProgress(
  db: LocalDb,
  userId: string,
  classes: { schoolId: string; classLevel: string }[],
) {
  const wanted = new Set(classes.map((c) => `${c.schoolId}|${upper(c.classLevel)}`));
  await db.classProgress
    .where({ userId })
    .filter((r) => !wanted.has(`${r.schoolId}|${r.classLevel}`))
    .delete();
}

/** The newest the device knows of a class: its own last position when that came after the server's copy. */
export async function knownProgress(
  db: LocalDb,
  userId: string,
  key: { schoolId: string; classLevel: string },
): Promise<KnownProgress | null> {
  const classLevel = upper(key.classLevel);
  const [kept, own] = await Promise.all([
    db.classProgress.get([userId, key.schoolId, classLevel]),
    db.classPositions.get([key.schoolId, classLevel]),
  ]);
  const server: KnownProgress | null = kept
    ? {
        lastSlideVisited: kept.progress.lastSlideVisited,
        furthestSlide: kept.progress.furthestSlide,
        asOf: kept.fetchedAt,
        source: 'server',
      }
    : null;
  if (!own) return server;
  // Both times are the device's clock. A move made before the copy was fetched is in it once sent (a move still
  // unsent is the start's own concern: teaching-session's unconfirmedResume).
  if (kept && Date.parse(own.at) <= Date.parse(kept.fetchedAt)) return server;
  return {
    lastSlideVisited: own.lastSlide,
    furthestSlide: Math.max(kept?.progress.furthestSlide ?? 0, own.lastSlide),
    asOf: own.at,
    source: 'device',
  };
}

/** The server's results with the device's newer knowledge of each class laid over them (dashboard, offline). */
export async function withKnownProgress(
  db: LocalDb,
  userId: string,
  results: ProgressResult[],
): Promise<ProgressResult[]> {
  return Promise.all(
    results.map(async (r) => {
      const known = await knownProgress(db, userId, r);
      if (known?.source !== 'device') return r;
      return {
        ...r,
        progress: {
          lastSlideVisited: known.lastSlideVisited,
          furthestSlide: Math.max(r.progress.furthestSlide, known.furthestSlide),
          lastVisitedAt: known.asOf,
        },
      };
    }),
  );
}

/** The device's copy of these classes' progress, as the server's answer would be, with the oldest `fetchedAt`. */
export async function keptClassProgress(
  db: LocalDb,
  userId: string,
  pairs: { schoolId: string; classLevel: string }[],
): Promise<{ results: ProgressResult[]; asOf: string | null }> {
  const kept = (await db.classProgress.bulkGet(pairs.map((p) => [userId, p.schoolId, upper(p.classLevel)]))).filter(
    (r) => r !== undefined,
  );
  const results = kept.map(({ schoolId, classLevel, progress, courseMaterial }) => ({
    schoolId,
    classLevel,
    progress,
    courseMaterial,
  }));
  const asOf = kept.map((r) => r.fetchedAt).sort()[0] ?? null;
  return { results: await withKnownProgress(db, userId, results), asOf };
}
