import { sessionProgress } from '#contract/sessions-endpoints';
import { actorOf, actorTime } from '#server/lib/actor';
import { requireAuth } from '#server/lib/auth';
import type { AppContext } from '#server/lib/context';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { notFound } from '#server/lib/errors';
import { classLevelParam } from '#server/lib/path-params';
import { assertClassInScope, assertSchoolInScope, canSeeClass, scopeOf } from '#server/lib/scope';
import { type ClassKey, progressFor, recordPosition, schoolClasses } from './session-progress.service';
import { isUuid } from '#contract/list-query';

/** The class named in the path, checked against the caller's scope (out of scope answers 404). */
async function classInPath(c: AppContext): Promise<ClassKey> {
  const schoolId = c.req.param('schoolId') ?? '';
  const classLevel = classLevelParam(c);
  if (!isUuid(schoolId)) throw notFound('Class not found');
  assertClassInScope(await scopeOf(c), schoolId, classLevel);
  return { schoolId, classLevel };
}

async function one(c: AppContext, key: ClassKey) {
  const [result] = await progressFor(c.var.db, [key]);
  if (!result) throw notFound('Class not found');
  return result;
}

/** Where each class stands in its deck (spec 01 §7 Session progress). Results only for classes in scope. */
export const sessionProgressRoutes = endpointRoutes('/session-progress')
  .serve(sessionProgress.batch, [requireAuth()], async (c, { body }) => {
    const scope = await scopeOf(c);
    const keys = body.combinations
      .map((k) => ({ schoolId: k.schoolId.trim(), classLevel: k.classLevel.trim().toUpperCase() }))
      .filter((k) => isUuid(k.schoolId) && canSeeClass(scope, k.schoolId, k.classLevel));
    return { results: await progressFor(c.var.db, keys) };
  })
  .serve(sessionProgress.school, [requireAuth()], async (c, { params }) => {
    const schoolId = params.id;
    if (!isUuid(schoolId)) throw notFound('School not found');
    const scope = await scopeOf(c);
    assertSchoolInScope(scope, schoolId);
    const classes = await schoolClasses(c.var.db, schoolId);
    if (!classes) throw notFound('School not found');
    const keys = classes
      .filter((label) => canSeeClass(scope, schoolId, label))
      .map((classLevel) => ({ schoolId, classLevel }));
    return { school_id: schoolId, results: await progressFor(c.var.db, keys) };
  })
  .serve(sessionProgress.get, [requireAuth()], async (c) => one(c, await classInPath(c)))
  .serve(sessionProgress.put, [requireAuth('teacher')], async (c, { body }) => {
    const key = await classInPath(c);
    await recordPosition(c.var.db, key, {
      slide: body.lastSlideVisited,
      at: actorTime(actorOf(c), body.clientTimestamp),
    });
    return one(c, key);
  }).router;
