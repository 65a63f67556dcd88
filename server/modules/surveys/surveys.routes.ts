import { Hono } from 'hono';
import { CreateSurveySchema, SubmitSurveySchema, UpdateSurveySchema } from '#contract/surveys';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { scopeOf } from '#server/lib/scope';
import { validBody, validQuery } from '#server/lib/validate';
import { READER_ROLES } from '../class-items/class-items';
import { findManagedItem, findReadableItem, listItems } from '../class-items/item-reads';
import { createItems, publishItem, updateItem } from '../class-items/item-writes';
import { ItemFilterQuerySchema, ItemListQuerySchema } from '../class-items/list-query';
import { assertStudentVisible, assertTeacherVisible } from '../class-items/person-access';
import { studentSurveyAnalytics, surveyAnalytics, teacherSurveyAnalytics } from './survey-analytics.service';
import { assignedSurveys, studentSurvey, submitSurvey, surveySubmissionsOf } from './survey-submit.service';
import { SURVEY, surveyView } from './survey-view';

export const surveyRoutes = new Hono<AppEnv>()
  .get('/', requireAuth(...READER_ROLES), validQuery(ItemListQuerySchema), async (c) => {
    return c.json(await listItems(SURVEY, c.var.db, await scopeOf(c), c.req.valid('query')));
  })
  .post('/', requireAuth('teacher'), validBody(CreateSurveySchema), async (c) => {
    return c.json(await createItems(SURVEY, c.var.db, currentUser(c), await scopeOf(c), c.req.valid('json')), 201);
  })
  .get('/student/assigned/list', requireAuth('student'), async (c) => {
    return c.json({ surveys: await assignedSurveys(c.var.db, currentUser(c)) });
  })
  .get('/analytics/teacher/:id', requireAuth(...READER_ROLES), validQuery(ItemFilterQuerySchema), async (c) => {
    const scope = await scopeOf(c);
    const teacherId = c.req.param('id');
    await assertTeacherVisible(c.var.db, currentUser(c), scope, teacherId);
    return c.json(await teacherSurveyAnalytics(c.var.db, scope, teacherId, c.req.valid('query')));
  })
  .get('/analytics/student/:id', requireAuth(), async (c) => {
    const studentId = c.req.param('id');
    await assertStudentVisible(c.var.db, currentUser(c), await scopeOf(c), studentId);
    return c.json(await studentSurveyAnalytics(c.var.db, studentId));
  })
  .get('/:id', requireAuth(), async (c) => {
    const user = currentUser(c);
    const found = await findReadableItem(SURVEY, c.var.db, user, await scopeOf(c), c.req.param('id'));
    if (user.role === 'student') return c.json({ survey: await studentSurvey(c.var.db, user, found) });
    return c.json({ survey: surveyView(found) });
  })
  .put('/:id', requireAuth('teacher'), validBody(UpdateSurveySchema), async (c) => {
    const id = c.req.param('id');
    return c.json(await updateItem(SURVEY, c.var.db, currentUser(c), await scopeOf(c), id, c.req.valid('json')));
  })
  .post('/:id/publish', requireAuth('teacher'), async (c) => {
    return c.json(await publishItem(SURVEY, c.var.db, currentUser(c), await scopeOf(c), c.req.param('id')));
  })
  // Only a teacher of that school and class reads the submissions (issue 7).
  .get('/:id/submissions', requireAuth('teacher'), async (c) => {
    const found = await findManagedItem(SURVEY, c.var.db, await scopeOf(c), c.req.param('id'));
    return c.json({ submissions: await surveySubmissionsOf(c.var.db, found.row.id) });
  })
  .post('/:id/submit', requireAuth('student'), validBody(SubmitSurveySchema), async (c) => {
    const { answers } = c.req.valid('json');
    return c.json(await submitSurvey(c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'), answers), 201);
  })
  .get('/:id/analytics', requireAuth(...READER_ROLES), async (c) => {
    const found = await findReadableItem(SURVEY, c.var.db, currentUser(c), await scopeOf(c), c.req.param('id'));
    return c.json(await surveyAnalytics(c.var.db, found));
  });
