import { RangeQuerySchema } from './analytics';
import { SchoolAnalyticsSchema } from './analytics-types';
import { endpoint } from './endpoint';
import { MessageAnswerSchema } from './errors';
import { ManagersTeachersResponseSchema, TeacherListQuerySchema } from './people';
import {
  CreateSchoolSchema,
  SchoolListQuerySchema,
  SchoolListResponseSchema,
  SchoolResponseSchema,
  UpdateSchoolSchema,
} from './schools';
import { SlideCountAnswerSchema, SlideCountSchema } from './slides';

/**
 * Schools (spec 02 Schools): admins change them, every other role reads those in its scope. Three calls under
 * /schools are other areas' answers, served here: a school manager's teachers (people), a school's analytics and the
 * slide count of a grade (Manage Class Slides).
 */
export const schools = {
  list: endpoint({ method: 'GET', path: '/schools', query: SchoolListQuerySchema, answer: SchoolListResponseSchema }),
  /** The teachers of the caller's schools (spec 02 §7): the page of GET /teachers, also as `teachers` and `total`. */
  managersTeachers: endpoint({
    method: 'GET',
    path: '/schools/managers/teachers',
    query: TeacherListQuerySchema,
    answer: ManagersTeachersResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/schools',
    body: CreateSchoolSchema,
    answer: SchoolResponseSchema,
    status: 201,
  }),
  get: endpoint({ method: 'GET', path: '/schools/:id', answer: SchoolResponseSchema }),
  /** A full replacement: a class still holding students cannot be dropped (409). */
  update: endpoint({ method: 'PUT', path: '/schools/:id', body: UpdateSchoolSchema, answer: SchoolResponseSchema }),
  /** Only a school without students, teachers, sessions, assessments or surveys (409 otherwise). */
  delete: endpoint({ method: 'DELETE', path: '/schools/:id', answer: MessageAnswerSchema }),
  /** The same answer as GET /analytics/school/{id}: a teacher gets their own classes of the school. */
  analytics: endpoint({
    method: 'GET',
    path: '/schools/:id/analytics',
    query: RangeQuerySchema,
    answer: SchoolAnalyticsSchema,
  }),
  /** The school's slide count for the grade of class `n` ('7' or '7B'). */
  setSlideCount: endpoint({
    method: 'PATCH',
    path: '/schools/:id/slides/:n',
    body: SlideCountSchema,
    answer: SlideCountAnswerSchema,
  }),
};
