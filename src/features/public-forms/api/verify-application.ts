import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpInput } from '#contract/public-forms';
import { publicForms } from '#contract/public-forms-endpoints';
import { postPublic } from './public-client';

/** POST {public base}/teacher-application/verify-otp {sessionId, otp}. */
export const verifyApplication = (input: VerifyOtpInput) => postPublic(publicForms.verifyApplication, input);

export const useVerifyApplication = () => useMutation({ mutationFn: verifyApplication });
