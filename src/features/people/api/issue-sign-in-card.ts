import { useMutation } from '@tanstack/react-query';
import type { SignInCardResponse } from '#contract/students-import';
import { api } from '#src/lib/api-client';

/** POST /api/students/{id}/sign-in-card: a new one-time code for a student who lost their card. */
export const issueSignInCard = (studentId: string) =>
  api.post(`students/${encodeURIComponent(studentId)}/sign-in-card`).json<SignInCardResponse>();

export const useIssueSignInCard = () => useMutation({ mutationFn: issueSignInCard });
