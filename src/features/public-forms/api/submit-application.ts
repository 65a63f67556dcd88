import { useMutation } from '@tanstack/react-query';
import type { SubmitResponse, TeacherApplicationInput } from '#contract/public-forms';
import { postPublic } from './public-client';

/** POST {public base}/teacher-application/submit: stores the application unverified and e-mails a code. */
export const submitApplication = (input: TeacherApplicationInput) =>
  postPublic<SubmitResponse>('teacher-application/submit', input);

export const useSubmitApplication = () => useMutation({ mutationFn: submitApplication });
