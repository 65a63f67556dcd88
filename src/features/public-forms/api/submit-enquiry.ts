import { useMutation } from '@tanstack/react-query';
import type { EnquiryInput } from '#contract/public-forms';
import { publicForms } from '#contract/public-forms-endpoints';
import { postPublic } from './public-client';

/** POST {public base}/enquiry/submit: stores the enquiry unverified and e-mails a 6-digit code. */
export const submitEnquiry = (input: EnquiryInput) => postPublic(publicForms.submitEnquiry, input);

export const useSubmitEnquiry = () => useMutation({ mutationFn: submitEnquiry });
