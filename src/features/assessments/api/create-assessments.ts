import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAssessmentInput, CreateAssessmentsResponse } from '#contract/assessments';
import { api } from '#src/lib/api-client';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** POST /api/assessments: one assessment per class in class_levels. */
export const createAssessments = (input: CreateAssessmentInput, idempotencyKey: string) =>
  api
    .post('assessments', { json: input, headers: { 'Idempotency-Key': idempotencyKey } })
    .json<CreateAssessmentsResponse>();

export function useCreateAssessments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateAssessmentInput; key: string }) => createAssessments(input, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
