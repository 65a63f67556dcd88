import * as v from 'valibot';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './auth';
import { CLASS_LEVEL_MESSAGES, isClassLevel } from './class-level';
import { classLevelSchema, gradeOrClassLevelParam } from './class-level-schemas';
import { optionalText, requiredSecret, requiredText } from './fields';
import { choiceParam, isUuid, searchParam } from './list-query';
import { PageQuerySchema, pagedSchema } from './pagination';
import { ROLES, USER_STATUSES } from './roles';
import { PublicUserSchema } from './user';

/** Phone: country code plus digits, e.g. '+919876543210' (send '' when the digits are empty). */
export const PHONE_PATTERN = /^\+?\d{4,18}$/;

export const USER_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  password: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  role: 'Role is required',
  status: 'Status is required',
  statusInvalid: 'Status must be active, pending or suspended',
  phone: 'Phone number must contain digits only',
  institutions: 'At least one institution is required',
  schools: 'At least one school is required',
  assignments: 'At least one teaching assignment is required',
  assignmentSchool: 'Please select a school first to see available classes',
  studentSchool: 'School is required for students',
  studentId: 'Student ID is required',
  classLevel: 'Class level is required',
  parentContact: 'Parent contact is required',
  emailTaken: 'Email already exists',
  studentIdTaken: 'Student ID already exists in this school',
  tooManyTakenEmails: 'Too many e-mail addresses that already have an account. Please wait an hour and try again.',
} as const;

/** What a school manager may add (issue 16): teachers and students of their own schools, active from the start. */
export const MANAGER_ADDITION_MESSAGES = {
  role: 'School managers can add teachers and students only',
  status: 'An account you add starts active',
  school: 'School not found',
} as const;

/**
 * How often a caller other than an admin may be told 'Email already exists' (docs/decisions/030): an e-mail is unique
 * across the whole system, so the answer tells that the address has an account somewhere; a school manager learns
 * it for at most this many addresses per window.
 */
export const TAKEN_EMAIL_LIMITS = { windowMs: 60 * 60_000, perCaller: 10 } as const;

const M = USER_MESSAGES;

/** A list of ids; null, absent and blank entries give []. */
const idList = (message: string) =>
  v.pipe(
    v.optional(
      v.nullable(v.array(v.string(message)), () => []),
      () => [],
    ),
    v.transform((list) => [...new Set(list.map((s) => s.trim()).filter(Boolean))]),
    v.check((list) => list.every(isUuid), message),
  );

export const TeachingAssignmentSchema = v.object({
  school_id: v.pipe(
    v.optional(v.string(M.assignmentSchool), ''),
    v.trim(),
    v.nonEmpty(M.assignmentSchool),
    v.check((s) => s === '' || isUuid(s), M.assignmentSchool),
  ),
  classes: v.optional(
    v.nullable(v.array(classLevelSchema(CLASS_LEVEL_MESSAGES.invalid)), () => []),
    () => [],
  ),
});

const StudentDetailsSchema = v.object({
  student_id: v.pipe(optionalText(), v.maxLength(100, 'Student ID must be 100 characters or fewer')),
  class_level: v.pipe(
    optionalText(),
    v.toUpperCase(),
    v.check((s) => s === '' || isClassLevel(s), CLASS_LEVEL_MESSAGES.invalid),
  ),
  parent_contact: v.pipe(optionalText(), v.maxLength(100, 'Parent contact must be 100 characters or fewer')),
});

const emptyDetails = () => ({ student_id: '', class_level: '', parent_contact: '' });

function userFields() {
  return {
    name: v.pipe(requiredText(M.name), v.maxLength(200, 'Name must be 200 characters or fewer')),
    email: v.pipe(
      requiredText(M.email),
      v.toLowerCase(),
      v.regex(EMAIL_PATTERN, M.emailInvalid),
      v.maxLength(254, M.emailInvalid),
    ),
    phone: v.pipe(
      optionalText(),
      v.check((s) => s === '' || PHONE_PATTERN.test(s), M.phone),
    ),
    role: v.pipe(v.optional(v.string(M.role), ''), v.nonEmpty(M.role), v.picklist(ROLES, M.role)),
    manages_institutions: idList('Institution not found'),
    manages_schools: idList('School not found'),
    teaching_assignments: v.optional(
      v.nullable(v.array(TeachingAssignmentSchema), () => []),
      () => [],
    ),
    studies_at_school: v.pipe(
      optionalText(),
      v.check((s) => s === '' || isUuid(s), M.studentSchool),
    ),
    student_details: v.optional(v.nullable(StudentDetailsSchema, emptyDetails), emptyDetails),
  };
}

type RoleRuleInput = {
  role: string;
  manages_institutions: string[];
  manages_schools: string[];
  teaching_assignments: unknown[];
  studies_at_school: string;
  student_details: { student_id: string; class_level: string; parent_contact: string };
};

/** The requirements each role adds, each reported under its own field. */
function roleRules<T extends RoleRuleInput>(requireParentContact: boolean) {
  type Rule = v.BaseValidation<T, T, v.BaseIssue<unknown>>;
  const rule = (path: [string] | [string, string], role: string, ok: (input: T) => boolean, message: string): Rule =>
    v.forward(
      v.partialCheck([['role'], path] as never, ((input: T) => input.role !== role || ok(input)) as never, message),
      path as never,
    ) as unknown as Rule;
  const rules: Rule[] = [
    rule(['manages_institutions'], 'institution_manager', (i) => i.manages_institutions.length > 0, M.institutions),
    rule(['manages_schools'], 'school_manager', (i) => i.manages_schools.length > 0, M.schools),
    rule(['teaching_assignments'], 'teacher', (i) => i.teaching_assignments.length > 0, M.assignments),
    rule(['studies_at_school'], 'student', (i) => i.studies_at_school !== '', M.studentSchool),
    rule(['student_details', 'student_id'], 'student', (i) => i.student_details.student_id !== '', M.studentId),
    rule(['student_details', 'class_level'], 'student', (i) => i.student_details.class_level !== '', M.classLevel),
  ];
  if (requireParentContact) {
    rules.push(
      rule(
        ['student_details', 'parent_contact'],
        'student',
        (i) => i.student_details.parent_contact !== '',
        M.parentContact,
      ),
    );
  }
  return rules;
}

const createObject = v.object({
  ...userFields(),
  password: v.pipe(
    requiredSecret(M.password),
    v.check((s) => s === '' || s.length >= PASSWORD_MIN_LENGTH, M.passwordShort),
    v.maxLength(200, 'Password must be 200 characters or fewer'),
  ),
  status: v.optional(v.picklist(USER_STATUSES, M.statusInvalid), 'active'),
});
const updateObject = v.object({
  ...userFields(),
  status: v.pipe(v.optional(v.string(M.status), ''), v.nonEmpty(M.status), v.picklist(USER_STATUSES, M.statusInvalid)),
});

/** POST /api/users. Parent contact is optional on create. */
export const CreateUserSchema = v.pipe(createObject, ...roleRules<v.InferOutput<typeof createObject>>(false));
export type CreateUserInput = v.InferInput<typeof CreateUserSchema>;
export type CreateUserData = v.InferOutput<typeof CreateUserSchema>;

/** PUT /api/users/{id}: a full replacement, without password; status required; parent contact required for students. */
export const UpdateUserSchema = v.pipe(updateObject, ...roleRules<v.InferOutput<typeof updateObject>>(true));
export type UpdateUserInput = v.InferInput<typeof UpdateUserSchema>;
export type UpdateUserData = v.InferOutput<typeof UpdateUserSchema>;

/** PATCH /api/users/{id}/status. */
export const UpdateUserStatusSchema = v.object({
  status: v.pipe(v.optional(v.string(M.status), ''), v.nonEmpty(M.status), v.picklist(USER_STATUSES, M.statusInvalid)),
});
export type UpdateUserStatusInput = v.InferInput<typeof UpdateUserStatusSchema>;

/** GET /api/users and GET /api/users/institution/{id}. search: name, email or student ID. */
export const UserListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  role: choiceParam(ROLES, 'role must be one of admin, institution_manager, school_manager, teacher, student'),
  status: choiceParam(USER_STATUSES, M.statusInvalid),
  search: searchParam(),
  class_level: gradeOrClassLevelParam(),
});
export type UserListQuery = v.InferInput<typeof UserListQuerySchema>;

export const UserListResponseSchema = pagedSchema(PublicUserSchema);
export type UserListResponse = v.InferOutput<typeof UserListResponseSchema>;
export const UserResponseSchema = v.strictObject({ user: PublicUserSchema });
export type UserResponse = v.InferOutput<typeof UserResponseSchema>;
