import { useQuery } from '@tanstack/react-query';
import { assignedAssessmentsQuery } from '#src/lib/queries/assessments';
import { refetchUnlessJustFetched } from '#src/lib/query-client';

/** The dashboard always asks the server again (the assessments list keeps the default 30 s). */
export const dashboardAssignedAssessmentsQuery = {
  ...assignedAssessmentsQuery,
  staleTime: 0,
  refetchOnMount: refetchUnlessJustFetched,
};
export const useAssignedAssessments = () => useQuery(dashboardAssignedAssessmentsQuery);
