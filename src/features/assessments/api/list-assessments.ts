import { queryOptions, useQuery } from '@tanstack/react-query';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** GET /api/assessments: a teacher's assessments of their classes, ordered by school, class and due date. */
export const fetchAssessments = () => call(assessments.list, { query: { limit: 500 } });

export const assessmentsQuery = queryOptions({ queryKey: assessmentKeys.list(), queryFn: fetchAssessments });

export const useAssessments = () => useQuery(assessmentsQuery);
