import { useQuery } from '@tanstack/react-query';
import { assignedAssessmentsQuery } from '#src/lib/queries/assessments';

/** The dashboard always asks the server again (the assessments list keeps the default 30 s). */
export const useAssignedAssessments = () => useQuery({ ...assignedAssessmentsQuery, staleTime: 0 });
