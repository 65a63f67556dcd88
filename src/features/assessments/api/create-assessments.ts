import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAssessmentInput } from '#contract/assessments';
import { assessments } from '#contract/assessments-endpoints';
import { call } from '#src/lib/api-call';
import { assessmentKeys } from '#src/lib/queries/assessments';

/** POST /api/assessments: one assessment per class in class_levels. */
export const createAssessments = (input: CreateAssessmentInput, idempotencyKey: string) =>
  call(assessments.create, { body: input }, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateAssessments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateAssessmentInput; key: string }) => createAssessments(input, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
