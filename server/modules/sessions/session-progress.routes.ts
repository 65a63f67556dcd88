import { Hono } from 'hono';
import { ProgressBatchSchema, ProgressUpdateSchema } from '#contract/sessions';
import { requireAuth } from '#server/lib/auth';
import type { AppContext, AppEnv } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { classLevelParam } from '#server/lib/path-params';
import { assertClassInScope, assertSchoolInScope, canSeeClass, scopeOf } from '#server/lib/scope';
import { validBody } from '#server/lib/validate';
import { type ClassKey, requestTime, progressFor, recordPosition, schoolClasses } from './session-progress.service';
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
export const sessionProgressRoutes = new Hono<AppEnv>()
  .post('/batch', requireAuth(), validBody(ProgressBatchSchema), async (c) => {
    const scope = await scopeOf(c);
    const keys = c.req
      .valid('json')
      .combinations.map((k) => ({ schoolId: k.schoolId.trim(), classLevel: k.classLevel.trim().toUpperCase() }))
      .filter((k) => isUuid(k.schoolId) && canSeeClass(scope, k.schoolId, k.classLevel));
    return c.json({ results: await progressFor(c.var.db, keys) });
  })
  .get('/school/:id', requireAuth(), async (c) => {
    const schoolId = c.req.param('id');
    if (!isUuid(schoolId)) throw notFound('School not found');
    const scope = await scopeOf(c);
    assertSchoolInScope(scope, schoolId);
    const classes = await schoolClasses(c.var.db, schoolId);
    if (!classes) throw notFound('School not found');
    const keys = classes
      .filter((label) => canSeeClass(scope, schoolId, label))
      .map((classLevel) => ({ schoolId, classLevel }));
    return c.json({ school_id: schoolId, results: await progressFor(c.var.db, keys) });
  })
  .get('/:schoolId/:classLevel', requireAuth(), async (c) => c.json(await one(c, await classInPath(c))))
  .put('/:schoolId/:classLevel', requireAuth('teacher'), validBody(ProgressUpdateSchema), async (c) => {
    const key = await classInPath(c);
    const input = c.req.valid('json');
    await recordPosition(c.var.db, key, { slide: input.lastSlideVisited, at: requestTime(c, input.clientTimestamp) });
    return c.json(await one(c, key));
  });
