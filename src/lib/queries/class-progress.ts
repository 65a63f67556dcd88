import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PROGRESS_COMBINATIONS } from '#contract/sessions';
import { sessionProgress } from '#contract/sessions-endpoints';
import type { ProgressResult } from '#contract/sessions-types';
import type { PublicUser } from '#contract/user';
import { call } from '#src/lib/api-call';
import { sessionProgressKeys } from '#src/lib/queries/sessions';
import { session } from '#src/lib/session';
import { connectivity } from '#src/lib/connectivity';
import { queryClient } from '#src/lib/query-client';
import { yieldToMain } from '#src/lib/idle';

/**
 * The device's copy of class progress and its database (Dexie), loaded when a teacher's progress is first asked
 * for: not evaluated with the dashboard's code, in the same long task (issue 40: the dashboard's blocking time).
 */
const onDevice = async () => {
  const [progress, { localDb }] = await Promise.all([
    import('#src/offline/worker/class-progress'),
    import('#src/offline/worker/local-db'),
  ]);
  // Opened in a task after Dexie's evaluation, not in the same long task.
  await yieldToMain();
  return { ...progress, db: localDb() };
};

export type ClassPair = { schoolId: string; classLevel: string };

/** Every class the teacher teaches, once each (class levels in capitals), in the order of their assignments. */
export const taughtClasses = (user: Pick<PublicUser, 'teaching_assignments'>): ClassPair[] =>
  user.teaching_assignments.flatMap((a) =>
    [...new Set(a.classes.map((c) => c.toUpperCase()))].map((classLevel) => ({ schoolId: a.school_id, classLevel })),
  );

/**
 * POST /api/session-progress/batch in chunks of 200 pairs (spec 01 §7, §9). A failed chunk is logged and
 * skipped: its classes are reported as missing rather than failing the whole list.
 */
export async function fetchClassProgress(
  pairs: ClassPair[],
): Promise<{ results: ProgressResult[]; failedChunks: number }> {
  const chunks: ClassPair[][] = [];
  for (let i = 0; i < pairs.length; i += MAX_PROGRESS_COMBINATIONS)
    chunks.push(pairs.slice(i, i + MAX_PROGRESS_COMBINATIONS));
  const answers = await Promise.all(
    chunks.map((combinations) =>
      call(sessionProgress.batch, { body: { combinations } }).catch((error: unknown) => {
        console.error('Class progress: a batch of', combinations.length, 'classes failed', error);
        return null;
      }),
    ),
  );
  if (chunks.length > 0 && answers.every((a) => a === null)) throw new Error('Failed to load class progress');
  return {
    results: answers.flatMap((a) => a?.results ?? []),
    failedChunks: answers.filter((a) => a === null).length,
  };
}

/**
 * A teacher's class progress, kept on the device (issue 39): what the server says is kept and shown with the
 * device's newer moves laid over it; when the server cannot be asked, the device's copy, with `asOf` (when it
 * was fetched). Any other role: the server's answer as it is.
 */
export async function myClassProgress(
  pairs: ClassPair[],
): Promise<{ results: ProgressResult[]; failedChunks: number; asOf?: string }> {
  const user = session.user();
  if (user?.role !== 'teacher') return fetchClassProgress(pairs);
  const { db, ownSnapshot, keepClassProgress, withKnownProgress, keptClassProgress } = await onDevice();
  try {
    // Before asking: what the device itself knew of each class then (decision 032).
    const before = await ownSnapshot(db, user._id, pairs).catch(() => new Map());
    const answer = await fetchClassProgress(pairs);
    await keepClassProgress(db, user._id, answer.results, before).catch(() => undefined);
    return { ...answer, results: await withKnownProgress(db, user._id, answer.results) };
  } catch (error) {
    const kept = await keptClassProgress(db, user._id, pairs).catch(() => null);
    if (!kept?.asOf) throw error;
    return { results: kept.results, failedChunks: 0, asOf: kept.asOf };
  }
}

export const classProgressQuery = (pairs: ClassPair[]) =>
  queryOptions({
    queryKey: sessionProgressKeys.batch(pairs),
    queryFn: () => myClassProgress(pairs),
    staleTime: 0,
    // Offline it answers from the device: it must run then, not pause until the network is back.
    networkMode: 'always',
  });

export const useClassProgress = (pairs: ClassPair[]) =>
  useQuery({ ...classProgressQuery(pairs), enabled: pairs.length > 0 });

/**
 * Brings the signed-in teacher's class progress on the device up to date (at sign-in, on reconnect and with the
 * deck checks, beside the rosters); a class no longer taught leaves the device. A failure waits for the next try.
 */
export async function syncMyClassProgress(user: PublicUser | null): Promise<void> {
  if (user?.role !== 'teacher' || connectivity.get().status !== 'online') return;
  const classes = taughtClasses(user);
  if (classes.length > 0) await queryClient.fetchQuery({ ...classProgressQuery(classes), staleTime: 0 });
  if (session.user()?._id !== user._id) return;
  const { db, keepOnlyProgress } = await onDevice();
  await keepOnlyProgress(db, user._id, classes);
}
