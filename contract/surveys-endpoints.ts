import { ItemFilterQuerySchema, ItemListQuerySchema } from './class-items';
import { endpoint } from './endpoint';
import {
  AssignedSurveysResponseSchema,
  CreateSurveySchema,
  CreateSurveysResponseSchema,
  StudentSurveyAnalyticsSchema,
  SubmitSurveyResponseSchema,
  SubmitSurveySchema,
  SurveyAnalyticsSchema,
  SurveyListResponseSchema,
  SurveyReadResponseSchema,
  SurveyResponseSchema,
  SurveySubmissionsResponseSchema,
  TeacherSurveyAnalyticsSchema,
  UpdateSurveySchema,
} from './surveys';

/**
 * Surveys (spec 03 §2, §9): a teacher's rating questionnaires, one per class, published, then answered once by each
 * student of the class, with a comment where a question allows one.
 */
export const surveys = {
  list: endpoint({ method: 'GET', path: '/surveys', query: ItemListQuerySchema, answer: SurveyListResponseSchema }),
  /** One survey per class in class_levels. */
  create: endpoint({
    method: 'POST',
    path: '/surveys',
    body: CreateSurveySchema,
    answer: CreateSurveysResponseSchema,
    status: 201,
  }),
  /** The published surveys of the calling student's class, each with their own submission. */
  assigned: endpoint({ method: 'GET', path: '/surveys/student/assigned/list', answer: AssignedSurveysResponseSchema }),
  analyticsForTeacher: endpoint({
    method: 'GET',
    path: '/surveys/analytics/teacher/:id',
    query: ItemFilterQuerySchema,
    answer: TeacherSurveyAnalyticsSchema,
  }),
  analyticsForStudent: endpoint({
    method: 'GET',
    path: '/surveys/analytics/student/:id',
    answer: StudentSurveyAnalyticsSchema,
  }),
  /** A student reads the student's view with their submission, anyone else the teacher's. */
  get: endpoint({ method: 'GET', path: '/surveys/:id', answer: SurveyReadResponseSchema }),
  update: endpoint({ method: 'PUT', path: '/surveys/:id', body: UpdateSurveySchema, answer: SurveyResponseSchema }),
  publish: endpoint({ method: 'POST', path: '/surveys/:id/publish', answer: SurveyResponseSchema }),
  submissions: endpoint({ method: 'GET', path: '/surveys/:id/submissions', answer: SurveySubmissionsResponseSchema }),
  submit: endpoint({
    method: 'POST',
    path: '/surveys/:id/submit',
    body: SubmitSurveySchema,
    answer: SubmitSurveyResponseSchema,
    status: 201,
  }),
  analytics: endpoint({ method: 'GET', path: '/surveys/:id/analytics', answer: SurveyAnalyticsSchema }),
};
