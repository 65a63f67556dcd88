import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Endpoint } from '#contract/endpoint';
import { sessions } from '#contract/sessions-endpoints';
import { replayOrder } from '#contract/sync';
import {
  expectedRequest,
  UNSENT_MESSAGES as M,
  type UnsentChangeResult,
  type UnsentFileSchema,
  type UnsentLoadResponse,
  type UnsentOutcome,
} from '#contract/sync-unsent-changes';
import { users } from '#server/db/schema/people';
import { logActivity } from '#server/lib/activity';
import { type Actor, actorFor } from '#server/lib/actor';
import { badRequest, HttpError, notFound } from '#server/lib/errors';
import { issuesToBody } from '#server/lib/validate';
import { cancelSession } from './class-sessions.cancel';
import { endSession, startSlideSession, updateSlide } from './class-sessions.live';

type Change = v.InferOutput<typeof UnsentFileSchema>['file']['changes'][number];

/**
 * An admin loads a teacher's 'Save unsent changes' file: every change is applied by the service its route calls,
 * as that teacher (their scope), after the same checks of its body: the same rules as if the device had reached
 * the server. The services take each change once (a repeat answers `applied: false`), so a change the server has
 * already (from the device, or an earlier load of the file) is reported as such and changes nothing.
 */
export async function loadUnsentChanges(
  actor: Actor,
  input: v.InferOutput<typeof UnsentFileSchema>,
): Promise<UnsentLoadResponse> {
  const admin = actor.user;
  const db = actor.db;
  const { file } = input;
  const [teacher] = await db
    .select({ id: users.id, name: users.name, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, file.teacherId))
    .limit(1);
  if (!teacher) throw notFound(M.teacherNotFound);
  if (teacher.role !== 'teacher') throw badRequest(M.notTeacher);
  if (teacher.status !== 'active') throw badRequest(M.teacherInactive);

  const asTeacher = actorFor(db, { id: teacher.id, name: teacher.name, role: teacher.role });
  const results: UnsentChangeResult[] = [];
  const ordered = replayOrder(
    file.changes.map((change, seq) => ({ ...change, seq })) as never,
  ) as unknown as Change[][];
  for (const change of ordered.flat()) results.push(await applyOne(asTeacher, change));

  const summary: Record<UnsentOutcome, number> = { applied: 0, 'already applied': 0, refused: 0 };
  for (const r of results) summary[r.outcome]++;
  await logActivity(db, {
    actorId: admin.id,
    action: 'unsent_changes_loaded',
    entityType: 'user',
    entityId: teacher.id,
    description: `${admin.name} loaded ${input.fileName} of ${teacher.name}: ${summary.applied} applied, ${summary['already applied']} already applied, ${summary.refused} refused`,
    meta: { fileName: input.fileName, deviceId: file.deviceId, savedAt: file.savedAt, ...summary },
  });
  return { teacher: { _id: teacher.id, name: teacher.name }, fileName: input.fileName, results, summary };
}

/** Applies one change as its teacher: the body checked as its route checks it, then the route's service. */
async function applyOne(teacher: Actor, change: Change): Promise<UnsentChangeResult> {
  const base = {
    idempotencyKey: change.idempotencyKey,
    kind: change.kind,
    sessionId: change.sessionId,
    label: change.label,
    clientTimestamp: change.clientTimestamp,
  };
  const expected = expectedRequest(change.kind, change.sessionId);
  const startOfOther =
    change.kind === 'start' && String(change.body.session_id ?? '').toLowerCase() !== change.sessionId.toLowerCase();
  if (!expected || expected.method !== change.method || expected.path !== change.path || startOfOther) {
    return { ...base, outcome: 'refused', message: M.badPath };
  }
  try {
    const applied = await apply(teacher, change);
    return applied
      ? { ...base, outcome: 'applied', message: 'Applied' }
      : { ...base, outcome: 'already applied', message: 'The server already had this change' };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      return { ...base, outcome: 'refused', message: error.message };
    const message = error instanceof HttpError ? error.message : 'Something went wrong on the server';
    return { ...base, outcome: 'refused', message: `Not applied: ${message}` };
  }
}

/** The change's body as its endpoint takes it; a 400 in the error shape when it is not. */
function bodyFor<E extends Endpoint & { body: v.GenericSchema }>(entry: E, body: unknown): v.InferOutput<E['body']> {
  const checked = v.safeParse(entry.body, body);
  if (!checked.success) throw badRequest(issuesToBody(checked.issues).error);
  return checked.output;
}

/** Whether the change was applied now (false: the server had it already). */
async function apply(teacher: Actor, change: Change): Promise<boolean> {
  const id = change.sessionId.toLowerCase();
  switch (change.kind) {
    case 'start':
      return (await startSlideSession(teacher, bodyFor(sessions.startSlideSession, change.body))).applied ?? true;
    case 'position':
      return (await updateSlide(teacher, id, bodyFor(sessions.updateSlide, change.body))).applied;
    case 'end':
      return (await endSession(teacher, id, bodyFor(sessions.endSession, change.body))).applied;
    case 'cancel':
      return (await cancelSession(teacher, id, bodyFor(sessions.cancel, change.body))).applied;
  }
}
