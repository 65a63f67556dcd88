import { DEFAULT_COUNTRY_ISO, splitPhone } from '#src/components/phone-input/country-codes';
import type { Role, UserStatus } from '#contract/roles';
import type { PublicUser } from '#contract/user';
import { DEFAULT_SECTION, parseClassLevel } from '#contract/class-level';
import type { CreateUserInput, UpdateUserInput } from '#contract/people-accounts';

export type AssignmentRow = { key: number; school_id: string; classes: string[] };

export type UserFormValues = {
  name: string;
  email: string;
  password: string;
  phone: string;
  phoneCountry: string;
  role: Role | '';
  status: UserStatus | '';
  /** Institution managers: the institutions they manage. Other roles: a filter on the school choices. */
  institutions: string[];
  manages_schools: string[];
  teaching_assignments: AssignmentRow[];
  studies_at_school: string;
  student_id: string;
  grade: string;
  section: string;
  parent_contact: string;
};

let nextKey = 1;
export const newAssignment = (school_id = '', classes: string[] = []): AssignmentRow => ({
  key: nextKey++,
  school_id,
  classes,
});

/** Everything a role adds, blank: changing the role resets these (spec 02 §4). */
export const blankRoleFields = (role: Role | '') => ({
  institutions: [] as string[],
  manages_schools: [] as string[],
  teaching_assignments: role === 'teacher' ? [newAssignment()] : [],
  studies_at_school: '',
  student_id: '',
  grade: '',
  section: DEFAULT_SECTION,
  parent_contact: '',
});

export const blankUser = (): UserFormValues => ({
  name: '',
  email: '',
  password: '',
  phone: '',
  phoneCountry: DEFAULT_COUNTRY_ISO,
  role: '',
  status: 'active',
  ...blankRoleFields(''),
});

/** The form's values for an existing user; `institutionOf` gives a school's institution (for the filter). */
export function valuesFromUser(user: PublicUser, institutionOf: (schoolId: string) => string | null): UserFormValues {
  const classLevel = parseClassLevel(user.student_details?.class_level ?? '');
  const schoolIds =
    user.role === 'school_manager'
      ? user.manages_schools
      : user.role === 'teacher'
        ? user.teaching_assignments.map((a) => a.school_id)
        : user.studies_at_school
          ? [user.studies_at_school]
          : [];
  const filter = [...new Set(schoolIds.map(institutionOf).filter((id): id is string => Boolean(id)))];
  const phone = splitPhone(user.phone);
  return {
    name: user.name,
    email: user.email,
    password: '',
    phone: user.phone ?? '',
    phoneCountry: phone.iso,
    role: user.role,
    status: user.status,
    institutions: user.role === 'institution_manager' ? user.manages_institutions : filter,
    manages_schools: user.manages_schools,
    teaching_assignments:
      user.role === 'teacher' ? user.teaching_assignments.map((a) => newAssignment(a.school_id, a.classes)) : [],
    studies_at_school: user.studies_at_school ?? '',
    student_id: user.student_details?.student_id ?? '',
    grade: classLevel ? String(classLevel.grade) : '',
    section: classLevel?.section ?? DEFAULT_SECTION,
    parent_contact: user.student_details?.parent_contact ?? '',
  };
}

function roleParts(values: UserFormValues) {
  const role = values.role;
  return {
    manages_institutions: role === 'institution_manager' ? values.institutions : null,
    manages_schools: role === 'school_manager' ? values.manages_schools : null,
    // A block without a school is only a prompt: it is not an assignment.
    teaching_assignments:
      role === 'teacher'
        ? values.teaching_assignments
            .filter((a) => a.school_id)
            .map((a) => ({ school_id: a.school_id, classes: a.classes }))
        : null,
    studies_at_school: role === 'student' ? values.studies_at_school : '',
    student_details:
      role === 'student'
        ? {
            student_id: values.student_id,
            class_level: values.grade ? `${values.grade}${values.section || DEFAULT_SECTION}` : '',
            parent_contact: values.parent_contact,
          }
        : null,
  };
}

/** POST /users payload (spec 02 §7). */
export const createPayload = (values: UserFormValues): CreateUserInput => ({
  name: values.name,
  email: values.email,
  password: values.password,
  role: values.role,
  phone: values.phone,
  ...roleParts(values),
});

/** PUT /users/{id} payload: role links only for their role, otherwise null (spec 02 §7). */
export const updatePayload = (values: UserFormValues): UpdateUserInput => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  role: values.role,
  status: values.status,
  ...roleParts(values),
});
