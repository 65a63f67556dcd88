import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpInput, VerifyResponse } from '#contract/public-forms';
import { postPublic } from './public-client';

/** POST {public base}/enquiry/verify-otp {sessionId, otp}. */
export const verifyEnquiry = (input: VerifyOtpInput) => postPublic<VerifyResponse>('enquiry/verify-otp', input);

export const useVerifyEnquiry = () => useMutation({ mutationFn: verifyEnquiry });
