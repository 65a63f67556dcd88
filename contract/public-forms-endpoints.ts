import { endpoint } from './endpoint';
import { EnquirySchema, TeacherApplicationSchema, VerifyOtpSchema } from './public-forms';
import { SubmitResponseSchema, VerifyResponseSchema } from './public-forms-answers';

/**
 * The public forms (spec 03 §2, §5): no sign-in. A submit stores the form unverified and e-mails a 6-digit code;
 * verify-otp checks it. The client calls them at its configurable public base (VITE_PUBLIC_API_BASE). The admins'
 * calls on the verified submissions are in contract/public-forms-admin-endpoints.ts (kept out of the public pages).
 */
export const publicForms = {
  submitEnquiry: endpoint({
    method: 'POST',
    path: '/public/enquiry/submit',
    body: EnquirySchema,
    answer: SubmitResponseSchema,
  }),
  verifyEnquiry: endpoint({
    method: 'POST',
    path: '/public/enquiry/verify-otp',
    body: VerifyOtpSchema,
    answer: VerifyResponseSchema,
  }),
  submitApplication: endpoint({
    method: 'POST',
    path: '/public/teacher-application/submit',
    body: TeacherApplicationSchema,
    answer: SubmitResponseSchema,
  }),
  verifyApplication: endpoint({
    method: 'POST',
    path: '/public/teacher-application/verify-otp',
    body: VerifyOtpSchema,
    answer: VerifyResponseSchema,
  }),
};
