import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { type Endpoint, paramNames } from '#contract/endpoint';
import {
  callIsForSession,
  callOfLegacy,
  isOutboxEndpoint,
  kindOf,
  type OutboxCall,
  OUTBOX_ENDPOINTS,
  outboxRequest,
  replayOrder,
} from '#contract/outbox-calls';
import {
  UNSENT_MESSAGES as M,
  type UnsentChangeResult,
  type UnsentFileSchema,
  type UnsentLoadResponse,
  type UnsentOutcome,
} from '#contract/unsent-changes';
import { users } from '#server/db/schema/people';
import { ACTIVITY_MESSAGES } from '#contract/activity-messages';
import { logActivity } from '#server/lib/activity';
import { type Actor, actorFor } from '#server/lib/actor';
import { badRequest, HttpError, notFound } from '#server/lib/errors';
import { keyOfUser } from '#server/lib/idempotency';
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
  const calls = file.changes.map((change, seq) => ({ change, seq, call: callOf(change) }));
  const valid = calls.flatMap(({ change, seq, call }) =>
    call ? [{ ...call, seq, sessionId: change.sessionId, change }] : [],
  );
  for (const { change, ...call } of replayOrder(valid).flat()) results.push(await applyOne(asTeacher, change, call));
  // A change that is no call the outbox makes changes nothing: refused, after the rest.
  for (const { change, call } of calls) if (!call) results.push(await applyOne(asTeacher, change, null));

  const summary: Record<UnsentOutcome, number> = { applied: 0, 'already applied': 0, refused: 0 };
  for (const r of results) summary[r.outcome]++;
  await logActivity(db, {
    actorId: admin.id,
    action: 'unsent_changes_loaded',
    entityType: 'user',
    entityId: teacher.id,
    description: ACTIVITY_MESSAGES.loadedUnsentChanges(
      admin.name,
      input.fileName,
      teacher.name,
      String(summary.applied),
      String(summary['already applied']),
      String(summary.refused),
    ),
    meta: { fileName: input.fileName, deviceId: file.deviceId, savedAt: file.savedAt, ...summary },
  });
  return { teacher: { _id: teacher.id, name: teacher.name }, fileName: input.fileName, results, summary };
}

/**
 * The call a change of the file makes, or null when it is none the outbox makes: a version 2 change names its
 * endpoint; a version 1 change (written before issue 41) its kind, method and path, which must be the request that
 * kind makes for its session.
 */
function callOf(change: Change): OutboxCall | null {
  let call: OutboxCall;
  if ('endpoint' in change) {
    if (!isOutboxEndpoint(change.endpoint)) return null;
    // Exactly the params its path names (a start has none: the id it creates is in its body).
    const names = paramNames(OUTBOX_ENDPOINTS[change.endpoint].path);
    if (Object.keys(change.params).sort().join() !== names.sort().join()) return null;
    call = { endpoint: change.endpoint, params: change.params, body: change.body } as OutboxCall;
  } else {
    call = callOfLegacy(change);
    const request = outboxRequest({ ...call, params: { id: change.sessionId.toLowerCase() } } as OutboxCall);
    if (request.method !== change.method || request.path !== `/${change.path}`) return null;
  }
  return callIsForSession(call, change.sessionId) ? call : null;
}

/** Applies one change as its teacher: the body checked as its route checks it, then the route's service. */
async function applyOne(teacher: Actor, change: Change, call: OutboxCall | null): Promise<UnsentChangeResult> {
  const base = {
    idempotencyKey: change.idempotencyKey,
    kind: call ? kindOf(call) : 'kind' in change ? change.kind : change.endpoint,
    sessionId: change.sessionId,
    label: change.label,
    clientTimestamp: change.clientTimestamp,
  };
  if (!call) return { ...base, outcome: 'refused', message: M.badPath };
  // The key the device sent it with: answered before (by the device, or an earlier load) means the server has it.
  const key = keyOfUser(teacher.db, teacher.user.id, change.idempotencyKey);
  try {
    if (await key.answered()) {
      return { ...base, outcome: 'already applied', message: M.alreadyApplied };
    }
    const { applied, answer } = await apply(teacher, call);
    const { method, path } = outboxRequest(call);
    await key.remember(
      method,
      `/api${path}`,
      call.body,
      answer,
      (OUTBOX_ENDPOINTS[call.endpoint] as Endpoint).status ?? 200,
    );
    return applied
      ? { ...base, outcome: 'applied', message: M.applied }
      : { ...base, outcome: 'already applied', message: M.alreadyApplied };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      return { ...base, outcome: 'refused', message: error.message };
    const message = error instanceof HttpError ? error.message : 'Something went wrong on the server';
    return { ...base, outcome: 'refused', message: M.notApplied(message) };
  }
}

/** The change's body as its endpoint takes it; a 400 in the error shape when it is not. */
function bodyFor<E extends Endpoint & { body: v.GenericSchema }>(entry: E, body: unknown): v.InferOutput<E['body']> {
  const checked = v.safeParse(entry.body, body);
  if (!checked.success) throw badRequest(issuesToBody(checked.issues).error);
  return checked.output;
}

/** The call's answer, as its route gives it, and whether it was applied now (false: the server had it already). */
async function apply(teacher: Actor, call: OutboxCall): Promise<{ applied: boolean; answer: unknown }> {
  const ran = <T extends { applied?: boolean }>(answer: T) => ({ applied: answer.applied ?? true, answer });
  switch (call.endpoint) {
    case 'sessions.startSlideSession':
      return ran(await startSlideSession(teacher, bodyFor(OUTBOX_ENDPOINTS[call.endpoint], call.body)));
    case 'sessions.updateSlide':
      return ran(await updateSlide(teacher, call.params.id, bodyFor(OUTBOX_ENDPOINTS[call.endpoint], call.body)));
    case 'sessions.endSession':
      return ran(await endSession(teacher, call.params.id, bodyFor(OUTBOX_ENDPOINTS[call.endpoint], call.body)));
    case 'sessions.cancel':
      return ran(await cancelSession(teacher, call.params.id, bodyFor(OUTBOX_ENDPOINTS[call.endpoint], call.body)));
  }
}
