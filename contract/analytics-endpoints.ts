import { ComprehensiveQuerySchema, RangeQuerySchema, TeacherPeriodQuerySchema } from './analytics';
import { TeacherAnalyticsSchema } from './analytics-people-types';
import {
  AdminDashboardSchema,
  GeneralAnalyticsSchema,
  InstitutionAnalyticsSchema,
  SchoolAnalyticsSchema,
} from './analytics-types';
import { endpoint } from './endpoint';
import { StudentAnalyticsSchema } from './student-analytics';

/**
 * Analytics (spec 03 §4, §9): every figure computed from the database, scoped to the caller (404 outside the scope,
 * 403 for a role the view is not for).
 */
export const analytics = {
  /** The admin dashboard: totals, the latest activity, the system's health. */
  dashboard: endpoint({ method: 'GET', path: '/analytics/dashboard', answer: AdminDashboardSchema }),
  /** The general view of the caller's scope, or of one institution or school in it. */
  comprehensive: endpoint({
    method: 'GET',
    path: '/analytics/comprehensive',
    query: ComprehensiveQuerySchema,
    answer: GeneralAnalyticsSchema,
  }),
  institution: endpoint({
    method: 'GET',
    path: '/analytics/institution/:id',
    query: RangeQuerySchema,
    answer: InstitutionAnalyticsSchema,
  }),
  /** A teacher gets their own classes of the school; everyone else the whole school. */
  school: endpoint({
    method: 'GET',
    path: '/analytics/school/:id',
    query: RangeQuerySchema,
    answer: SchoolAnalyticsSchema,
  }),
  teacher: endpoint({
    method: 'GET',
    path: '/analytics/teacher/:id',
    query: TeacherPeriodQuerySchema,
    answer: TeacherAnalyticsSchema,
  }),
  student: endpoint({ method: 'GET', path: '/analytics/student/:id', answer: StudentAnalyticsSchema }),
};
