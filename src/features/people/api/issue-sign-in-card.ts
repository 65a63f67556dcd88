import { useMutation } from '@tanstack/react-query';
import { students } from '#contract/people-endpoints';
import { call } from '#src/lib/api-call';

/** POST /api/students/{id}/sign-in-card: a new one-time code for a student who lost their card. */
export const issueSignInCard = (studentId: string) => call(students.issueSignInCard, { params: { id: studentId } });

export const useIssueSignInCard = () => useMutation({ mutationFn: issueSignInCard });
