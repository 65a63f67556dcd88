import { useQuery } from '@tanstack/react-query';
import { assignedAssessmentsQuery } from '#src/lib/queries/assessments';

export const useAssignedAssessments = () => useQuery(assignedAssessmentsQuery);
