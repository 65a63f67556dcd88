import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpInput, VerifyResponse } from '#contract/public-forms';
import { postPublic } from './public-client';

/** POST {public base}/teacher-application/verify-otp {sessionId, otp}. */
export const verifyApplication = (input: VerifyOtpInput) =>
  postPublic<VerifyResponse>('teacher-application/verify-otp', input);

export const useVerifyApplication = () => useMutation({ mutationFn: verifyApplication });
