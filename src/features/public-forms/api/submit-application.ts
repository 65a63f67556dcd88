import { useMutation } from '@tanstack/react-query';
import type { TeacherApplicationInput } from '#contract/public-forms';
import { publicForms } from '#contract/public-forms-endpoints';
import { postPublic } from './public-client';

/** POST {public base}/teacher-application/submit: stores the application unverified and e-mails a code. */
export const submitApplication = (input: TeacherApplicationInput) => postPublic(publicForms.submitApplication, input);

export const useSubmitApplication = () => useMutation({ mutationFn: submitApplication });
