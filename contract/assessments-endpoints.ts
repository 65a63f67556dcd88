import { endpoint } from './endpoint';
import {
  AssessmentAnalyticsSchema,
  AssessmentListResponseSchema,
  AssessmentReadResponseSchema,
  AssessmentResponseSchema,
  AssessmentSubmissionsResponseSchema,
  AssignedAssessmentsResponseSchema,
  CreateAssessmentSchema,
  CreateAssessmentsResponseSchema,
  StudentAssessmentAnalyticsSchema,
  SubmitAssessmentResponseSchema,
  SubmitAssessmentSchema,
  TeacherAssessmentAnalyticsSchema,
  UpdateAssessmentSchema,
} from './assessments';
import { ItemFilterQuerySchema, ItemListQuerySchema } from './class-items';

/**
 * Assessments (spec 03 §2, §9): a teacher's multiple-choice quizzes, one per class, published, then answered once by
 * each student of the class; students never read the correct answers before they submit.
 */
export const assessments = {
  list: endpoint({
    method: 'GET',
    path: '/assessments',
    query: ItemListQuerySchema,
    answer: AssessmentListResponseSchema,
  }),
  /** One assessment per class in class_levels. */
  create: endpoint({
    method: 'POST',
    path: '/assessments',
    body: CreateAssessmentSchema,
    answer: CreateAssessmentsResponseSchema,
    status: 201,
  }),
  /** The published assessments of the calling student's class, each with their own submission. */
  assigned: endpoint({
    method: 'GET',
    path: '/assessments/student/assigned/list',
    answer: AssignedAssessmentsResponseSchema,
  }),
  analyticsForTeacher: endpoint({
    method: 'GET',
    path: '/assessments/analytics/teacher/:id',
    query: ItemFilterQuerySchema,
    answer: TeacherAssessmentAnalyticsSchema,
  }),
  analyticsForStudent: endpoint({
    method: 'GET',
    path: '/assessments/analytics/student/:id',
    answer: StudentAssessmentAnalyticsSchema,
  }),
  /** A student reads the student's view (correct answers once submitted), anyone else the teacher's. */
  get: endpoint({ method: 'GET', path: '/assessments/:id', answer: AssessmentReadResponseSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/assessments/:id',
    body: UpdateAssessmentSchema,
    answer: AssessmentResponseSchema,
  }),
  publish: endpoint({ method: 'POST', path: '/assessments/:id/publish', answer: AssessmentResponseSchema }),
  submissions: endpoint({
    method: 'GET',
    path: '/assessments/:id/submissions',
    answer: AssessmentSubmissionsResponseSchema,
  }),
  /** Scored by the server: the details say which answers were right. */
  submit: endpoint({
    method: 'POST',
    path: '/assessments/:id/submit',
    body: SubmitAssessmentSchema,
    answer: SubmitAssessmentResponseSchema,
    status: 201,
  }),
  analytics: endpoint({ method: 'GET', path: '/assessments/:id/analytics', answer: AssessmentAnalyticsSchema }),
};
