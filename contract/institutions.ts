import * as v from 'valibot';
import { EMAIL_PATTERN } from './auth';
import { isContactPhone, requiredText } from './fields';
import { isUuid, searchParam } from './list-query';
import { PageQuerySchema, pagedSchema } from './pagination';

/** The create form's limits; input beyond them is truncated by the form. */
export const INSTITUTION_LIMITS = { address: 200, phone: 15 } as const;
/** The create form's e-mail rule: an ending of two or more letters. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** Generous cap on every free-text field, so one request cannot store megabytes. */
export const MAX_TEXT = 1000;

export const INSTITUTION_MESSAGES = {
  name: 'Institution name is required',
  state: 'State is required',
  district: 'District is required',
  address: 'Address is required',
  addressLong: `Address must be ${INSTITUTION_LIMITS.address} characters or fewer`,
  contactEmail: 'Contact email is required',
  contactEmailCreate: 'Enter a valid email address',
  contactEmailEdit: 'Email is invalid',
  phone: 'Phone Number is required',
  phoneLong: `Phone Number must be ${INSTITUTION_LIMITS.phone} characters or fewer`,
  phoneInvalid: 'Phone Number may have digits, spaces, +, - and brackets only',
  manager: 'Manager must be an institution manager',
  notFound: 'Institution not found',
} as const;
const M = INSTITUTION_MESSAGES;

const text = (required: string, max = MAX_TEXT, tooLong = `Must be ${max} characters or fewer`) =>
  v.pipe(requiredText(required), v.maxLength(max, tooLong));

/** A pattern checked only once the field is filled in (the required message covers blank). */
export const matches = (pattern: RegExp, message: string) =>
  v.check((s: string) => s === '' || pattern.test(s), message);

/** An optional manager: '', null or absent mean none (PUT without one removes the manager). */
export const optionalManagerId = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message), ''), ''),
    v.transform((s) => (s ?? '').trim()),
    v.check((s) => s === '' || isUuid(s), message),
  );

/** POST /api/institutions: values trimmed, address ≤ 200 and phone ≤ 15 characters. */
export const CreateInstitutionSchema = v.object({
  name: text(M.name),
  manager_id: optionalManagerId(M.manager),
  metadata: v.optional(
    v.object({
      state: text(M.state),
      district: text(M.district),
      address: text(M.address, INSTITUTION_LIMITS.address, M.addressLong),
      contact_email: v.pipe(text(M.contactEmail), matches(CONTACT_EMAIL_PATTERN, M.contactEmailCreate)),
      contact_phone: v.pipe(
        text(M.phone, INSTITUTION_LIMITS.phone, M.phoneLong),
        v.check((s) => s === '' || isContactPhone(s), M.phoneInvalid),
      ),
    }),
    {},
  ),
});
export type CreateInstitutionInput = v.InferInput<typeof CreateInstitutionSchema>;
export type InstitutionData = v.InferOutput<typeof CreateInstitutionSchema>;

/** PUT /api/institutions/{id}: the same required fields, without the create form's length limits. */
export const UpdateInstitutionSchema = v.object({
  name: text(M.name),
  manager_id: optionalManagerId(M.manager),
  metadata: v.optional(
    v.object({
      state: text(M.state),
      district: text(M.district),
      address: text(M.address),
      contact_email: v.pipe(text(M.contactEmail), matches(EMAIL_PATTERN, M.contactEmailEdit)),
      contact_phone: v.pipe(
        text(M.phone),
        v.check((s) => s === '' || isContactPhone(s), M.phoneInvalid),
      ),
    }),
    {},
  ),
});
export type UpdateInstitutionInput = v.InferInput<typeof UpdateInstitutionSchema>;

/** GET /api/institutions. search: name, state or district. */
export const InstitutionListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: searchParam(),
});

export const PersonRefSchema = v.strictObject({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
});
export type PersonRef = v.InferOutput<typeof PersonRefSchema>;
export const NameRefSchema = v.strictObject({ _id: v.string(), name: v.string() });
export type NameRef = v.InferOutput<typeof NameRefSchema>;

export const InstitutionMetadataSchema = v.strictObject({
  state: v.string(),
  district: v.string(),
  address: v.string(),
  contact_email: v.string(),
  contact_phone: v.string(),
});
export type InstitutionMetadata = v.InferOutput<typeof InstitutionMetadataSchema>;

/** One institution as lists and details show it. */
export const InstitutionViewSchema = v.strictObject({
  _id: v.string(),
  name: v.string(),
  status: v.string(),
  manager_id: v.nullable(PersonRefSchema),
  created_by: v.nullable(NameRefSchema),
  metadata: InstitutionMetadataSchema,
  /** schools: its schools; teachers: distinct teachers assigned there; students; classes: classes offered in total. */
  statistics: v.strictObject({ schools: v.number(), teachers: v.number(), students: v.number(), classes: v.number() }),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type InstitutionView = v.InferOutput<typeof InstitutionViewSchema>;

export const InstitutionSchoolSchema = v.strictObject({
  _id: v.string(),
  name: v.string(),
  status: v.string(),
  classes_offered: v.array(v.string()),
  classes_offered_count: v.number(),
});
export type InstitutionSchool = v.InferOutput<typeof InstitutionSchoolSchema>;

/** GET /api/institutions/{id} (and the answers of POST and PUT). */
export const InstitutionDetailSchema = v.strictObject({
  ...InstitutionViewSchema.entries,
  schools: v.array(InstitutionSchoolSchema),
  total_classes_offered: v.number(),
});
export type InstitutionDetail = v.InferOutput<typeof InstitutionDetailSchema>;

export const InstitutionListResponseSchema = pagedSchema(InstitutionViewSchema);
export type InstitutionListResponse = v.InferOutput<typeof InstitutionListResponseSchema>;
export const InstitutionResponseSchema = v.strictObject({ institution: InstitutionDetailSchema });
export type InstitutionResponse = v.InferOutput<typeof InstitutionResponseSchema>;
