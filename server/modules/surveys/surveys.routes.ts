import { surveys } from '#contract/surveys-endpoints';
import { currentUser, requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { keepAnswerIn } from '#server/lib/idempotency';
import { scopeOf } from '#server/lib/scope';
import { READER_ROLES } from '../class-items/class-items';
import { findManagedItem, findReadableItem, listItems } from '../class-items/item-reads';
import { createItems, publishItem, updateItem } from '../class-items/item-writes';
import { assertStudentVisible, assertTeacherVisible } from '../class-items/person-access';
import { studentSurveyAnalytics, surveyAnalytics, teacherSurveyAnalytics } from './survey-analytics.service';
import { assignedSurveys, studentSurvey, submitSurvey, surveySubmissionsOf } from './survey-submit.service';
import { SURVEY, surveyView } from './survey-view';

const readers = [requireAuth(...READER_ROLES)];
const teachers = [requireAuth('teacher')];
const students = [requireAuth('student')];
const signedIn = [requireAuth()];

/** Surveys: teachers write and publish them, students of the class submit once, readers see the analytics. */
export const surveyRoutes = endpointRoutes('/surveys')
  .serve(surveys.list, readers, async (c, { query }) => listItems(SURVEY, c.var.db, await scopeOf(c), query))
  .serve(surveys.create, teachers, async (c, { body }) =>
    createItems(SURVEY, c.var.db, currentUser(c), await scopeOf(c), body, (tx, answer) =>
      keepAnswerIn(tx, c, 201, answer),
    ),
  )
  .serve(surveys.assigned, students, async (c) => ({ surveys: await assignedSurveys(c.var.db, currentUser(c)) }))
  .serve(surveys.analyticsForTeacher, readers, async (c, { params, query }) => {
    const scope = await scopeOf(c);
    await assertTeacherVisible(c.var.db, currentUser(c), scope, params.id);
    return teacherSurveyAnalytics(c.var.db, scope, params.id, query);
  })
  .serve(surveys.analyticsForStudent, signedIn, async (c, { params }) => {
    await assertStudentVisible(c.var.db, currentUser(c), await scopeOf(c), params.id);
    return studentSurveyAnalytics(c.var.db, params.id);
  })
  .serve(surveys.get, signedIn, async (c, { params }) => {
    const user = currentUser(c);
    const found = await findReadableItem(SURVEY, c.var.db, user, await scopeOf(c), params.id);
    if (user.role === 'student') return { survey: await studentSurvey(c.var.db, user, found) };
    return { survey: surveyView(found) };
  })
  .serve(surveys.update, teachers, async (c, { params, body }) =>
    updateItem(SURVEY, c.var.db, currentUser(c), await scopeOf(c), params.id, body),
  )
  .serve(surveys.publish, teachers, async (c, { params }) =>
    publishItem(SURVEY, c.var.db, currentUser(c), await scopeOf(c), params.id),
  )
  // Only a teacher of that school and class reads the submissions (issue 7).
  .serve(surveys.submissions, teachers, async (c, { params }) => {
    const found = await findManagedItem(SURVEY, c.var.db, await scopeOf(c), params.id);
    return { submissions: await surveySubmissionsOf(c.var.db, found.row.id) };
  })
  .serve(surveys.submit, students, async (c, { params, body }) =>
    // The answer is kept with the submission: a repeat after a crash gets it, not 'You have already submitted'.
    submitSurvey(c.var.db, currentUser(c), await scopeOf(c), params.id, body.answers, (tx, answer) =>
      keepAnswerIn(tx, c, 201, answer),
    ),
  )
  .serve(surveys.analytics, readers, async (c, { params }) => {
    const found = await findReadableItem(SURVEY, c.var.db, currentUser(c), await scopeOf(c), params.id);
    return surveyAnalytics(c.var.db, found);
  }).router;
