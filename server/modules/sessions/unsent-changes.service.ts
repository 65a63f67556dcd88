import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
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
import { authTokens } from '#server/db/schema/system';
import { logActivity } from '#server/lib/activity';
import { currentUser } from '#server/lib/auth';
import type { AppContext } from '#server/lib/context';
import { newToken, sha256 } from '#server/lib/crypto';
import { badRequest, notFound } from '#server/lib/errors';

type Change = v.InferOutput<typeof UnsentFileSchema>['file']['changes'][number];
const TOKEN_MINUTES = 10;

/**
 * An admin loads a teacher's 'Save unsent changes' file: every change is sent through the app as the request that
 * teacher's outbox would have made, with its Idempotency-Key, under a short-lived sign-in of that teacher: the same
 * rules, scope and idempotency as if the device had reached the server. A change the server has already (from the
 * device, or an earlier load of the file) is reported as such and changes nothing.
 */
export async function loadUnsentChanges(
  c: AppContext,
  input: v.InferOutput<typeof UnsentFileSchema>,
): Promise<UnsentLoadResponse> {
  const admin = currentUser(c);
  const db = c.var.db;
  const { file } = input;
  const [teacher] = await db
    .select({ id: users.id, name: users.name, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, file.teacherId))
    .limit(1);
  if (!teacher) throw notFound(M.teacherNotFound);
  if (teacher.role !== 'teacher') throw badRequest(M.notTeacher);
  if (teacher.status !== 'active') throw badRequest(M.teacherInactive);

  const token = newToken();
  const tokenHash = sha256(token);
  await db
    .insert(authTokens)
    .values({ tokenHash, userId: teacher.id, expiresAt: new Date(Date.now() + TOKEN_MINUTES * 60_000) });
  const results: UnsentChangeResult[] = [];
  try {
    const ordered = replayOrder(
      file.changes.map((change, seq) => ({ ...change, seq })) as never,
    ) as unknown as Change[][];
    for (const change of ordered.flat()) results.push(await applyOne(c, token, change));
  } finally {
    await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash));
  }

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

async function applyOne(c: AppContext, token: string, change: Change): Promise<UnsentChangeResult> {
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
  const response = await c.var.dispatch(
    new Request(new URL(`/api/${expected.path}`, c.req.url), {
      method: expected.method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': change.idempotencyKey,
      },
      body: JSON.stringify(change.body),
    }),
  );
  const body = (await response.json().catch(() => null)) as { error?: string; applied?: boolean } | null;
  if (!response.ok) {
    const message = body?.error ?? `Refused (${response.status})`;
    return { ...base, outcome: 'refused', message: response.status >= 500 ? `Not applied: ${message}` : message };
  }
  const replayed = response.headers.get('Idempotent-Replayed') === 'true';
  if (replayed || body?.applied === false) {
    return { ...base, outcome: 'already applied', message: 'The server already had this change' };
  }
  return { ...base, outcome: 'applied', message: 'Applied' };
}
