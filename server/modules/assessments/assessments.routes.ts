import { Hono } from 'hono';
import { CreateAssessmentSchema, SubmitAssessmentSchema, UpdateAssessmentSchema } from '#contract/assessments';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { scopeOf } from '#server/lib/scope';
import { validBody, validQuery } from '#server/lib/validate';
import { READER_ROLES } from '../class-items/class-items';
import { findManagedItem, findReadableItem, listItems } from '../class-items/item-reads';
import { createItems, publishItem, updateItem } from '../class-items/item-writes';
import { ItemFilterQuerySchema, ItemListQuerySchema } from '../class-items/list-query';
import { assertStudentVisible, assertTeacherVisible } from '../class-items/person-access';
import {
  assessmentAnalytics,
  studentAssessmentAnalytics,
  teacherAssessmentAnalytics,
} from './assessment-analytics.service';
import { ASSESSMENT, assessmentView } from './assessment-view';
import {
  assessmentSubmissionsOf,
  assignedAssessments,
  studentAssessment,
  submitAssessment,
} from './assessment-submit.service';

export const assessmentRoutes = new Hono<AppEnv>()
  .get('/', requireAuth(...READER_ROLES), validQuery(ItemListQuerySchema), async (c) => {
    return c.json(await listItems(ASSESSMENT, c.var.db, await scopeOf(c), c.req.valid('query')));
  })
  .post('/', requireAuth('teacher'), validBody(CreateAssessmentSchema), async (c) => {
    const result = await createItems(ASSESSMENT, c.var.db, currentUser(c), await scopeOf(c), c.req.valid('json'));
    return c.json(result, 201);
  })
  .get('/student/assigned/list', requireAuth('student'), async (c) => {
    return c.json({ assessments: await assignedAssessments(c.var.db, currentUser(c)) });
  })
  .get('/analytics/teacher/:id', requireAuth(...READER_ROLES), validQuery(ItemFilterQuerySchema), async (c) => {
    const scope = await scopeOf(c);
    const teacherId = c.req.param('id');
    await assertTeacherVisible(c.var.db, currentUser(c), scope, teacherId);
    return c.json(await teacherAssessmentAnalytics(c.var.db, scope, teacherId, c.req.valid('query')));
  })
  .get('/analytics/student/:id', requireAuth(), async (c) => {
    const studentId = c.req.param('id');
    await assertStudentVisible(c.var.db, currentUser(c), await scopeOf(c), studentId);
    return c.json(await studentAssessmentAnalytics(c.var.db, studentId));
  })
  .get('/:id', requireAuth(), async (c) => {
    const user = currentUser(c);
    const found = await findReadableItem(ASSESSMENT, c.var.db, user, await scopeOf(c), c.req.param('id'));
    if (user.role === 'student') return c.json({ assessment: await studentAssessment(c.var.db, user, found) });
    return c.json({ assessment: assessmentView(found) });
  })
  .put('/:id', requireAuth('teacher'), validBody(UpdateAssessmentSchema), async (c) => {
    const id = c.req.param('id');
    return c.json(await updateItem(ASSESSMENT, c.var.db, currentUser(c), await scopeOf(c), id, c.req.valid('json')));
  })
  .post('/:id/publish', requireAuth('teacher'), async (c) => {
    return c.json(await publishItem(ASSESSMENT, c.var.db, currentUser(c), await scopeOf(c), c.req.param('id')));
  })
  // Only a teacher of that school and class reads the submissions (issue 7).
  .get('/:id/submissions', requireAuth('teacher'), async (c) => {
    const found = await findManagedItem(ASSESSMENT, c.var.db, await scopeOf(c), c.req.param('id'));
    return c.json({ submissions: await assessmentSubmissionsOf(c.var.db, found.row.id) });
  })
  .post('/:id/submit', requireAuth('student'), validBody(SubmitAssessmentSchema), async (c) => {
    const { answers } = c.req.valid('json');
    const result = await submitAssessment(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'), answers);
    return c.json(result, 201);
  })
  .get('/:id/analytics', requireAuth(...READER_ROLES), async (c) => {
    const found = await findReadableItem(ASSESSMENT, c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'));
    return c.json(await assessmentAnalytics(c.var.db, found));
  });
