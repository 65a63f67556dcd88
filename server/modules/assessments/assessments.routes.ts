import { assessments } from '#contract/assessments-endpoints';
import { currentUser, requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { keepAnswerIn } from '#server/lib/idempotency';
import { scopeOf } from '#server/lib/scope';
import { READER_ROLES } from '../class-items/class-items';
import { findManagedItem, findReadableItem, listItems } from '../class-items/item-reads';
import { createItems, publishItem, updateItem } from '../class-items/item-writes';
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

const readers = [requireAuth(...READER_ROLES)];
const teachers = [requireAuth('teacher')];
const students = [requireAuth('student')];
const signedIn = [requireAuth()];

/** Assessments: teachers write and publish them, students of the class submit once, readers see the analytics. */
export const assessmentRoutes = endpointRoutes('/assessments')
  .serve(assessments.list, readers, async (c, { query }) => listItems(ASSESSMENT, c.var.db, await scopeOf(c), query))
  .serve(assessments.create, teachers, async (c, { body }) =>
    createItems(ASSESSMENT, c.var.db, currentUser(c), await scopeOf(c), body, (tx, answer) =>
      keepAnswerIn(tx, c, 201, answer),
    ),
  )
  .serve(assessments.assigned, students, async (c) => ({
    assessments: await assignedAssessments(c.var.db, currentUser(c)),
  }))
  .serve(assessments.analyticsForTeacher, readers, async (c, { params, query }) => {
    const scope = await scopeOf(c);
    await assertTeacherVisible(c.var.db, currentUser(c), scope, params.id);
    return teacherAssessmentAnalytics(c.var.db, scope, params.id, query);
  })
  .serve(assessments.analyticsForStudent, signedIn, async (c, { params }) => {
    await assertStudentVisible(c.var.db, currentUser(c), await scopeOf(c), params.id);
    return studentAssessmentAnalytics(c.var.db, params.id);
  })
  .serve(assessments.get, signedIn, async (c, { params }) => {
    const user = currentUser(c);
    const found = await findReadableItem(ASSESSMENT, c.var.db, user, await scopeOf(c), params.id);
    if (user.role === 'student') return { assessment: await studentAssessment(c.var.db, user, found) };
    return { assessment: assessmentView(found) };
  })
  .serve(assessments.update, teachers, async (c, { params, body }) =>
    updateItem(ASSESSMENT, c.var.db, currentUser(c), await scopeOf(c), params.id, body),
  )
  .serve(assessments.publish, teachers, async (c, { params }) =>
    publishItem(ASSESSMENT, c.var.db, currentUser(c), await scopeOf(c), params.id),
  )
  // Only a teacher of that school and class reads the submissions (issue 7).
  .serve(assessments.submissions, teachers, async (c, { params }) => {
    const found = await findManagedItem(ASSESSMENT, c.var.db, await scopeOf(c), params.id);
    return { submissions: await assessmentSubmissionsOf(c.var.db, found.row.id) };
  })
  .serve(assessments.submit, students, async (c, { params, body }) =>
    // The answer is kept with the submission: a repeat after a crash gets it, not 'You have already submitted'.
    submitAssessment(c.var.db, currentUser(c), await scopeOf(c), params.id, body.answers, (tx, answer) =>
      keepAnswerIn(tx, c, 201, answer),
    ),
  )
  .serve(assessments.analytics, readers, async (c, { params }) => {
    const found = await findReadableItem(ASSESSMENT, c.var.db, currentUser(c), await scopeOf(c), params.id);
    return assessmentAnalytics(c.var.db, found);
  }).router;
