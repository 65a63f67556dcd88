import * as v from 'valibot';
import { NameRefSchema } from './institutions';
import { choiceParam, idParam, searchParam } from './list-query';
import { PageQuerySchema, pagedSchema } from './pagination';
import { USER_STATUSES } from './roles';
import { PublicUserSchema } from './user';
import { gradeOrClassLevelParam } from './class-level-schemas';
import { USER_MESSAGES } from './people-accounts';

/** The people-list paths (under /api), chosen here since the spec does not show them. */
export const PEOPLE_PATHS = {
  teachers: '/teachers',
  students: '/students',
  schoolManagers: '/school-managers',
  managersTeachers: '/schools/managers/teachers',
} as const;

/** A school as people lists name it, with its institution. */
export const SchoolRefSchema = v.strictObject({ _id: v.string(), name: v.string(), institution_id: NameRefSchema });
export type SchoolRef = v.InferOutput<typeof SchoolRefSchema>;

/**
 * GET /api/teachers and GET /api/schools/managers/teachers.
 * search: name or email; school_id: teachers assigned to that school; status: active | pending | suspended.
 */
export const TeacherListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: searchParam(),
  school_id: idParam('School not found'),
  status: choiceParam(USER_STATUSES, USER_MESSAGES.statusInvalid),
});
export type TeacherListQuery = v.InferInput<typeof TeacherListQuerySchema>;

/**
 * GET /api/students (the teacher-specific call for teachers).
 * search: name, email, student ID or parent contact; class_level: '7C' or a whole grade '7'.
 */
export const StudentListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: searchParam(),
  class_level: gradeOrClassLevelParam(),
  status: choiceParam(USER_STATUSES, USER_MESSAGES.statusInvalid),
  school_id: idParam('School not found'),
});
export type StudentListQuery = v.InferInput<typeof StudentListQuerySchema>;

/** GET /api/school-managers. search: name, email, phone or the name of a managed school. */
export const SchoolManagerListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  search: searchParam(),
  status: choiceParam(USER_STATUSES, USER_MESSAGES.statusInvalid),
});
export type SchoolManagerListQuery = v.InferInput<typeof SchoolManagerListQuerySchema>;

/**
 * For callers other than admin, a person's links are limited to the caller's scope: teaching_assignments,
 * manages_schools and manages_institutions name only schools and institutions the caller may see.
 */
export const TeacherListItemSchema = v.strictObject({ ...PublicUserSchema.entries, schools: v.array(SchoolRefSchema) });
export type TeacherListItem = v.InferOutput<typeof TeacherListItemSchema>;
export const StudentListItemSchema = v.strictObject({
  ...PublicUserSchema.entries,
  school: v.nullable(SchoolRefSchema),
});
export type StudentListItem = v.InferOutput<typeof StudentListItemSchema>;
export const SchoolManagerListItemSchema = v.strictObject({
  ...PublicUserSchema.entries,
  schools: v.array(SchoolRefSchema),
  institutions: v.array(NameRefSchema),
});
export type SchoolManagerListItem = v.InferOutput<typeof SchoolManagerListItemSchema>;

export const TeacherListResponseSchema = pagedSchema(TeacherListItemSchema);
export type TeacherListResponse = v.InferOutput<typeof TeacherListResponseSchema>;
/** GET /api/schools/managers/teachers: the same page, under the names the spec gives. */
export const ManagersTeachersResponseSchema = v.strictObject({
  ...TeacherListResponseSchema.entries,
  teachers: v.array(TeacherListItemSchema),
  total: v.number(),
});
export type ManagersTeachersResponse = v.InferOutput<typeof ManagersTeachersResponseSchema>;
export const StudentListResponseSchema = pagedSchema(StudentListItemSchema);
export type StudentListResponse = v.InferOutput<typeof StudentListResponseSchema>;
export const SchoolManagerListResponseSchema = pagedSchema(SchoolManagerListItemSchema);
export type SchoolManagerListResponse = v.InferOutput<typeof SchoolManagerListResponseSchema>;
