import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpInput } from '#contract/public-forms';
import { publicForms } from '#contract/public-forms-endpoints';
import { postPublic } from './public-client';

/** POST {public base}/enquiry/verify-otp {sessionId, otp}. */
export const verifyEnquiry = (input: VerifyOtpInput) => postPublic(publicForms.verifyEnquiry, input);

export const useVerifyEnquiry = () => useMutation({ mutationFn: verifyEnquiry });
