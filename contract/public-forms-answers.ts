import * as v from 'valibot';
import { PREFERRED_LOCATIONS, QUALIFICATIONS } from './public-forms';
import { USER_STATUSES } from './roles';

/**
 * What the public forms answer, and the verified submissions admins read. A submission's fields are stored as the
 * form's schema gave them (EnquirySchema's and TeacherApplicationSchema's output) and answered as stored.
 */

/** POST …/submit: the code was e-mailed; sessionId is what …/verify-otp takes with it. */
export const SubmitResponseSchema = v.strictObject({
  success: v.literal(true),
  sessionId: v.string(),
  message: v.string(),
});
export type SubmitResponse = v.InferOutput<typeof SubmitResponseSchema>;
export const VerifyResponseSchema = v.strictObject({ success: v.literal(true), message: v.string() });
export type VerifyResponse = v.InferOutput<typeof VerifyResponseSchema>;

/** An enquiry's fields as stored: EnquirySchema's output. */
export const EnquiryFieldsSchema = v.strictObject({
  institutionName: v.string(),
  phoneNumber: v.string(),
  email: v.string(),
  country: v.string(),
  state: v.string(),
  city: v.string(),
  pincode: v.string(),
  address: v.string(),
  websiteUrl: v.string(),
  numberOfStudents: v.nullable(v.number()),
  additionalInfo: v.string(),
});
/** An application's fields as stored: TeacherApplicationSchema's output. */
export const ApplicationFieldsSchema = v.strictObject({
  name: v.string(),
  email: v.string(),
  phoneNumber: v.string(),
  country: v.string(),
  currentRole: v.string(),
  qualification: v.picklist(QUALIFICATIONS),
  yearsOfExperience: v.nullable(v.number()),
  hasTeachingExperience: v.picklist(['Yes', 'No']),
  preferredLocation: v.picklist(PREFERRED_LOCATIONS),
  whyJoin: v.string(),
  linkedinUrl: v.string(),
  portfolioUrl: v.string(),
});

const verified = { _id: v.string(), verifiedAt: v.string(), createdAt: v.string() };

/** Where an application stands: new; converted into an account (pending or approved); rejected with a reason. */
export const ApplicationDecisionSchema = v.strictObject({
  status: v.picklist(['new', 'converted', 'rejected']),
  account: v.nullable(v.strictObject({ _id: v.string(), status: v.picklist(USER_STATUSES) })),
  decisionReason: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
});

/** A verified enquiry or application as admins list them (GET /api/public-forms/…). */
export const VerifiedEnquirySchema = v.strictObject({ ...EnquiryFieldsSchema.entries, ...verified });
export type VerifiedEnquiry = v.InferOutput<typeof VerifiedEnquirySchema>;
export const VerifiedApplicationSchema = v.strictObject({
  ...ApplicationFieldsSchema.entries,
  ...verified,
  ...ApplicationDecisionSchema.entries,
});
export type VerifiedApplication = v.InferOutput<typeof VerifiedApplicationSchema>;
