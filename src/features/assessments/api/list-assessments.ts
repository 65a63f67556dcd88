import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assessment } from '#contract/assessments';
import type { Pagination } from '#contract/pagination';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

export type AssessmentList = { assessments: Assessment[]; pagination: Pagination };

/** GET /api/assessments: a teacher's assessments of their classes, ordered by school, class and due date. */
export const fetchAssessments = () => api.get('assessments', { searchParams: { limit: 500 } }).json<AssessmentList>();

export const assessmentsQuery = queryOptions({ queryKey: assessmentKeys.list(), queryFn: fetchAssessments });

export const useAssessments = () => useQuery(assessmentsQuery);
