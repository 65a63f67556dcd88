import type { Role, UserStatus } from './roles';

export type TeachingAssignment = { school_id: string; classes: string[] };
export type StudentDetails = { student_id: string; class_level: string; parent_contact: string };

/** A user as every API answer shows it (never with a password hash). */
export type PublicUser = {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  status: UserStatus;
  must_change_password: boolean;
  createdAt: string;
  updatedAt: string;
  created_by: { _id: string; name: string } | null;
  manages_institutions: string[];
  manages_schools: string[];
  teaching_assignments: TeachingAssignment[];
  studies_at_school: string | null;
  student_details: StudentDetails | null;
};
