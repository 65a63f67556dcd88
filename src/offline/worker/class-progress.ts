import type { ProgressResult } from '#contract/sessions-types';
import type { ClassProgressRecord } from './device-records';
import type { LocalDb } from './local-db';

/**
 * Where each class of the signed-in teacher stands, kept on the device (issue 39, docs/decisions/032): the server's
 * progress as last fetched, or the device's own position (`classPositions`) when it changed since. An offline start, the
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

/** Whether the device has changes of the class (any of the teacher's sessions of it) the server has not confirmed. */
export async function hasUnconfirmed(db: LocalDb, userId: string, key: { schoolId: string; classLevel: string }) {
  const sessions = new Set(
    (
      await db.localSessions
        .where({ schoolId: key.schoolId, classLevel: upper(key.classLevel) })
        .filter((s) => s.userId === userId)
        .toArray()
    ).map((s) => s.id),
  );
  if (sessions.size === 0) return false;
  const unconfirmed = await db.outbox
    .where({ userId })
    .filter((e) => e.status !== 'sent' && sessions.has(e.sessionId))
    .count();
  return unconfirmed > 0;
}

export type OwnSnapshot = Map<string, { ownAt: string | null; ownUnconfirmed: boolean }>;
const keyOf = (schoolId: string, classLevel: string) => `${schoolId}|${upper(classLevel)}`;

/** The device's own state of these classes, taken before the server is asked (see ClassProgressRecord.ownAt). */
export async function ownSnapshot(
  db: LocalDb,
  userId: string,
  pairs: { schoolId: string; classLevel: string }[],
): Promise<OwnSnapshot> {
  // One read of each store for all the classes: the sessions with changes not yet confirmed, and their classes.
  const unsent = new Set(
    (
      await db.outbox
        .where({ userId })
        .filter((e) => e.status !== 'sent')
        .toArray()
    ).map((e) => e.sessionId),
  );
  const unconfirmedClasses = new Set(
    (
      await db.localSessions
        .where({ userId })
        .filter((s) => unsent.has(s.id))
        .toArray()
    ).map((s) => keyOf(s.schoolId, s.classLevel)),
  );
  const positions = await db.classPositions.bulkGet(pairs.map((p) => [p.schoolId, upper(p.classLevel)]));
  return new Map(
    pairs.map((p, i) => {
      const key = keyOf(p.schoolId, p.classLevel);
      return [key, { ownAt: positions[i]?.at ?? null, ownUnconfirmed: unconfirmedClasses.has(key) }];
    }),
  );
}

/** Keeps the server's answer for these classes (the rest of the teacher's classes keep their older copy). */
export async function keepClassProgress(
  db: LocalDb,
  userId: string,
  results: ProgressResult[],
  before: OwnSnapshot,
  fetchedAt: string = new Date().toISOString(),
): Promise<void> {
  const records: ClassProgressRecord[] = results.map((r) => ({
    userId,
    schoolId: r.schoolId,
    classLevel: upper(r.classLevel),
    progress: r.progress,
    courseMaterial: r.courseMaterial,
    fetchedAt,
    // A class not in the snapshot is treated as not covered: the device's own position wins.
    ownAt: before.get(keyOf(r.schoolId, r.classLevel))?.ownAt ?? null,
    ownUnconfirmed: before.get(keyOf(r.schoolId, r.classLevel))?.ownUnconfirmed ?? true,
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
  // The copy holds the device's own teaching when the device's position is the one it had when the copy was asked
  // for, and that position was confirmed then: the copy is then the newer (another device may have taught since).
  if (kept && own.at === kept.ownAt && !kept.ownUnconfirmed) return server;
  return {
    lastSlideVisited: own.lastSlide,
    furthestSlide: Math.max(kept?.progress.furthestSlide ?? 0, own.lastSlide),
    asOf: own.at,
    source: 'device',
  };
}

/**
 * The server's results with the device's newer knowledge of each class laid over them (dashboard, offline). One
 * read of the device's positions for all the classes; only a class the device itself moved is looked at closer (a
 * device that never taught reads nothing more).
 */
export async function withKnownProgress(
  db: LocalDb,
  userId: string,
  results: ProgressResult[],
): Promise<ProgressResult[]> {
  const own = await db.classPositions.bulkGet(results.map((r) => [r.schoolId, upper(r.classLevel)]));
  return Promise.all(
    results.map(async (r, i) => {
      if (!own[i]) return r;
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
