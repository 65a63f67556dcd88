import * as v from 'valibot';
import { EMAIL_PATTERN } from './auth';
import { CLASS_LEVEL_MESSAGES, SECTIONS } from './class-level';
import { classLevelSchema } from './class-level-schemas';
import { BOARDS, GRADES } from './constants';
import { isContactPhone, requiredText } from './fields';
import { MAX_TEXT, matches, NameRefSchema, optionalManagerId, PersonRefSchema } from './institutions';
import { UUID_PATTERN, idParam, searchParam } from './list-query';
import { PageQuerySchema, pagedSchema } from './pagination';

/** Sections offered per class: A..Z on the create form, A..F on the edit form (02 §5). */
export const SCHOOL_SECTIONS_CREATE = SECTIONS;
export const SCHOOL_SECTIONS_EDIT = 'ABCDEF'.split('');
export const DEFAULT_BOARD = 'CBSE';
export const MAX_FEE = 1_000_000_000;

/** '7C' → ['7A', '7B', '7C']: the labels a form's "highest section" choice stands for. */
export function sectionsUpTo(grade: number, highest: string): string[] {
  const last = SECTIONS.indexOf(highest.toUpperCase());
  return SECTIONS.slice(0, Math.max(0, last) + 1).map((s) => `${grade}${s}`);
}

export const SCHOOL_MESSAGES = {
  name: 'School name is required',
  institution: 'Institution is required',
  institutionNotFound: 'Institution not found',
  classes: 'At least one class must be offered',
  state: 'State is required',
  city: 'City is required',
  address: 'Address is required',
  contactEmail: 'Contact email is required',
  emailInvalid: 'Email is invalid',
  phoneCreate: 'Phone number is required',
  phoneEdit: 'Phone Number is required',
  phoneInvalid: 'Phone number may have digits, spaces, +, - and brackets only',
  board: 'Educational board is required',
  boardInvalid: 'Board must be CBSE, ICSE, State Board or Other',
  fee: 'Fee must be a non-negative number',
  slides: 'Slides per class must be at least 1',
  slidesGrade: 'Slides per class are given for classes 1 to 12',
  manager: 'Manager must be a school manager',
  notFound: 'School not found',
} as const;
const M = SCHOOL_MESSAGES;

const text = (required: string) =>
  v.pipe(requiredText(required), v.maxLength(MAX_TEXT, `Must be ${MAX_TEXT} characters or fewer`));
const GRADE_KEYS = GRADES.map(String) as [string, ...string[]];

function schoolSchema(phoneMessage: string) {
  return v.object({
    name: text(M.name),
    institution_id: v.pipe(requiredText(M.institution), matches(UUID_PATTERN, M.institutionNotFound)),
    manager_id: optionalManagerId(M.manager),
    classes_offered: v.pipe(
      v.optional(
        v.nullable(v.array(classLevelSchema(CLASS_LEVEL_MESSAGES.classesInvalid)), () => []),
        () => [],
      ),
      v.minLength(1, M.classes),
    ),
    /** Grade ('1'..'12') → slides; grades left out get the default (30 rising by 5 to 85). */
    total_slides_per_class: v.optional(
      v.nullable(
        v.record(
          v.picklist(GRADE_KEYS, M.slidesGrade),
          v.pipe(
            v.number(M.slides),
            v.integer(M.slides),
            v.minValue(1, M.slides),
            v.maxValue(100_000, 'Slides per class must be 100000 or fewer'),
          ),
        ),
        () => ({}),
      ),
      () => ({}),
    ),
    fee_per_student: v.optional(
      v.pipe(v.number(M.fee), v.minValue(0, M.fee), v.maxValue(MAX_FEE, 'Fee is too large')),
      0,
    ),
    metadata: v.optional(
      v.object({
        state: text(M.state),
        city: text(M.city),
        address: text(M.address),
        contact_email: v.pipe(text(M.contactEmail), matches(EMAIL_PATTERN, M.emailInvalid)),
        contact_phone: v.pipe(
          text(phoneMessage),
          v.check((s) => s === '' || isContactPhone(s), M.phoneInvalid),
        ),
        board: v.pipe(
          requiredText(M.board),
          v.check((s) => s === '' || (BOARDS as readonly string[]).includes(s), M.boardInvalid),
        ),
      }),
      {},
    ),
  });
}

/** POST /api/schools. */
export const CreateSchoolSchema = schoolSchema(M.phoneCreate);
/** PUT /api/schools/{id}: a full replacement (no manager_id removes the manager). */
export const UpdateSchoolSchema = schoolSchema(M.phoneEdit);
export type CreateSchoolInput = v.InferInput<typeof CreateSchoolSchema>;
export type UpdateSchoolInput = v.InferInput<typeof UpdateSchoolSchema>;
export type SchoolData = v.InferOutput<typeof CreateSchoolSchema>;

/** GET /api/schools. search: name, city or state. */
export const SchoolListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: searchParam(),
  institution_id: idParam(M.institutionNotFound),
});

export const SchoolMetadataSchema = v.strictObject({
  state: v.string(),
  city: v.string(),
  address: v.string(),
  contact_email: v.string(),
  contact_phone: v.string(),
  board: v.string(),
});
export type SchoolMetadata = v.InferOutput<typeof SchoolMetadataSchema>;

/** One school as lists and details show it. */
export const SchoolViewSchema = v.strictObject({
  _id: v.string(),
  name: v.string(),
  status: v.string(),
  institution_id: NameRefSchema,
  manager_id: v.nullable(PersonRefSchema),
  created_by: v.nullable(NameRefSchema),
  classes_offered: v.array(v.string()),
  /** Grade ('1'..'12') → slides. */
  total_slides_per_class: v.record(v.string(), v.number()),
  fee_per_student: v.number(),
  metadata: SchoolMetadataSchema,
  /** teachers assigned there, students enrolled, classes offered. */
  statistics: v.strictObject({ teachers: v.number(), students: v.number(), classes: v.number() }),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SchoolView = v.InferOutput<typeof SchoolViewSchema>;

export const SchoolListResponseSchema = pagedSchema(SchoolViewSchema);
export type SchoolListResponse = v.InferOutput<typeof SchoolListResponseSchema>;
export const SchoolResponseSchema = v.strictObject({ school: SchoolViewSchema });
export type SchoolResponse = v.InferOutput<typeof SchoolResponseSchema>;
