import * as v from 'valibot';
import { DIGIT_CHOICES, LOCALES } from './locales';
import { ROLES, USER_STATUSES } from './roles';

const TeachingAssignmentViewSchema = v.strictObject({ school_id: v.string(), classes: v.array(v.string()) });
export type TeachingAssignment = v.InferOutput<typeof TeachingAssignmentViewSchema>;
const StudentDetailsViewSchema = v.strictObject({
  student_id: v.string(),
  class_level: v.string(),
  parent_contact: v.string(),
});
export type StudentDetails = v.InferOutput<typeof StudentDetailsViewSchema>;

/** A user as every API answer shows it (never with a password hash). */
export const PublicUserSchema = v.strictObject({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  role: v.picklist(ROLES),
  status: v.picklist(USER_STATUSES),
  must_change_password: v.boolean(),
  /** The language they chose (issue 42); null until they choose one. */
  locale: v.nullable(v.picklist(LOCALES)),
  /** Their choice of digits in Hindi or Punjabi; null until they choose. */
  digits: v.nullable(v.picklist(DIGIT_CHOICES)),
  createdAt: v.string(),
  updatedAt: v.string(),
  created_by: v.nullable(v.strictObject({ _id: v.string(), name: v.string() })),
  manages_institutions: v.array(v.string()),
  manages_schools: v.array(v.string()),
  teaching_assignments: v.array(TeachingAssignmentViewSchema),
  studies_at_school: v.nullable(v.string()),
  student_details: v.nullable(StudentDetailsViewSchema),
});
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;
