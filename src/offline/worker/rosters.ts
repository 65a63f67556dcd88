import type { RosterRecord } from './device-records';
import type { LocalDb } from './local-db';

/**
 * The class rosters kept on a teacher's device for the roll call (issue 17). Children's names on a shared laptop:
 * kept for the signed-in teacher only, and removed once that teacher has signed out and the outbox holds nothing
 * of theirs still to send (a roll call waiting in the outbox keeps its rosters until it is sent).
 */
export type RosterStudent = RosterRecord['students'][number];

/** A roster as the device keeps it: its class level in capitals, the key every reader looks up. */
const asKept = (roster: RosterRecord): RosterRecord => ({ ...roster, classLevel: roster.classLevel.toUpperCase() });

export async function keepRoster(db: LocalDb, roster: RosterRecord): Promise<void> {
  await db.rosters.put(asKept(roster));
}

export async function deviceRoster(
  db: LocalDb,
  userId: string,
  schoolId: string,
  classLevel: string,
): Promise<RosterRecord | null> {
  return (await db.rosters.get([userId, schoolId, classLevel.toUpperCase()])) ?? null;
}

/** Keeps exactly these classes' rosters for the user (a class no longer taught leaves the device). */
export async function keepOnly(db: LocalDb, userId: string, classes: { schoolId: string; classLevel: string }[]) {
  const wanted = new Set(classes.map((c) => `${c.schoolId}|${c.classLevel.toUpperCase()}`));
  await db.rosters
    .where({ userId })
    .filter((r) => !wanted.has(`${r.schoolId}|${r.classLevel}`))
    .delete();
}

/**
 * A teacher's rosters brought up to date at once: the fresh ones stored and the classes no longer taught removed,
 * in one transaction (a durable write each is a flush to disk each).
 */
export async function keepTeachersRosters(
  db: LocalDb,
  userId: string,
  fresh: RosterRecord[],
  classes: { schoolId: string; classLevel: string }[],
): Promise<void> {
  await db.transaction('rw', db.rosters, async () => {
    await db.rosters.bulkPut(fresh.map(asKept));
    await keepOnly(db, userId, classes);
  });
}

/**
 * Removes the rosters of every user but the signed-in one (null: nobody) whose outbox has nothing left to send.
 * Run at sign-out, at sign-in and after the outbox is sent.
 */
export async function pruneRosters(db: LocalDb, signedIn: string | null): Promise<number> {
  return db.transaction('rw', [db.rosters, db.outbox], async () => {
    const owners = new Set((await db.rosters.toArray()).map((r) => r.userId));
    let removed = 0;
    for (const userId of owners) {
      if (userId === signedIn) continue;
      const unsent = await db.outbox
        .where({ userId })
        .filter((e) => e.status !== 'sent')
        .count();
      if (unsent === 0) removed += await db.rosters.where({ userId }).delete();
    }
    return removed;
  });
}
