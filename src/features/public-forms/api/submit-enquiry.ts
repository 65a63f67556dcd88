import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput, SubmitResponse } from '#contract/public-forms';
import { postPublic } from './public-client';

/** POST {public base}/enquiry/submit: stores the enquiry unverified and e-mails a 6-digit code. */
export const submitEnquiry = (input: EnquiryInput) => postPublic<SubmitResponse>('enquiry/submit', input);

export const useSubmitEnquiry = () => useMutation({ mutationFn: submitEnquiry });
