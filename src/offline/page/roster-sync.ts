import { classes } from '#contract/classes-endpoints';
import type { PublicUser } from '#contract/user';
import { call } from '#src/lib/api-call';
import { taughtClasses } from '#src/lib/queries/class-progress';
import { connectivity } from '#src/lib/connectivity';
import { whenSettled } from '#src/lib/when-settled';
import { localDb } from '#src/offline/worker/local-db';
import type { RosterRecord } from '#src/offline/worker/device-records';
import { keepTeachersRosters, type RosterStudent } from '#src/offline/worker/rosters';
import { session } from '#src/lib/session';

/** Rosters change rarely: brought up to date at most this often, unless asked (a class about to end). */
const FRESH_FOR_MS = 10 * 60_000;
let lastSync = 0;

/** GET /api/classes/{school}/{class}/roster?date=: who belongs to the class that day (UTC, YYYY-MM-DD). */
export async function fetchRoster(schoolId: string, classLevel: string, date?: string): Promise<RosterStudent[]> {
  const answer = await call(classes.roster, { params: { schoolId, classLevel }, query: { date } }, { timeout: 10_000 });
  return answer.students;
}

/**
 * Keeps the roster of every class the signed-in teacher teaches on the device (issue 17), so a roll call works
 * offline; a class no longer taught leaves the device. Never for any other role. Failures are left for the next try.
 */
export async function syncMyRosters(user: PublicUser | null, force = false): Promise<void> {
  if (user?.role !== 'teacher' || connectivity.get().status !== 'online') return;
  if (!force && Date.now() - lastSync < FRESH_FOR_MS) return;
  lastSync = Date.now();
  // Never competing with the first screen (issue 14).
  await whenSettled();
  const db = localDb();
  const classes = taughtClasses(user);
  const fetched = await Promise.all(
    classes.map(async ({ schoolId, classLevel }): Promise<RosterRecord | null> => {
      const students = await fetchRoster(schoolId, classLevel).catch(() => null);
      return students && { userId: user._id, schoolId, classLevel, students, fetchedAt: new Date().toISOString() };
    }),
  );
  // Not for a teacher who signed out meanwhile: their rosters have just left the device.
  if (session.user()?._id !== user._id) return;
  await keepTeachersRosters(
    db,
    user._id,
    fetched.filter((r) => r !== null),
    classes,
  );
}
