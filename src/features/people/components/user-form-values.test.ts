import { describe, expect, it } from 'vitest';
import { CreateUserSchema, USER_MESSAGES, UpdateUserSchema } from '#contract/people-accounts';
import { validateWith } from '#src/lib/form-errors';
import { blankRoleFields, blankUser, createPayload, newAssignment, updatePayload } from './user-form-values';

const SCHOOL = '2f1c7c3e-4b8a-4d2e-9f1a-0c9b8a7d6e5f';
const base = () => ({ ...blankUser(), name: 'Asha', email: 'asha@example.test', password: 'secret1' });
const errorsOf = (result: ReturnType<typeof validateWith>) => (result.ok ? {} : result.errors);

describe('user form values', () => {
  it('requires the basics with the spec messages', () => {
    expect(errorsOf(validateWith(CreateUserSchema, createPayload(blankUser())))).toMatchObject({
      name: USER_MESSAGES.name,
      email: USER_MESSAGES.email,
      password: USER_MESSAGES.password,
      role: USER_MESSAGES.role,
    });
    expect(
      errorsOf(
        validateWith(CreateUserSchema, createPayload({ ...base(), email: 'nope', password: 'abc', role: 'admin' })),
      ),
    ).toEqual({
      email: USER_MESSAGES.emailInvalid,
      password: USER_MESSAGES.passwordShort,
    });
  });

  it('a teacher block without a school is a prompt, not an assignment', () => {
    const values = { ...base(), role: 'teacher' as const, ...blankRoleFields('teacher') };
    expect(values.teaching_assignments).toHaveLength(1);
    expect(errorsOf(validateWith(CreateUserSchema, createPayload(values)))).toEqual({
      teaching_assignments: USER_MESSAGES.assignments,
    });
    const assigned = { ...values, teaching_assignments: [newAssignment(SCHOOL, ['7A'])] };
    expect(createPayload(assigned).teaching_assignments).toEqual([{ school_id: SCHOOL, classes: ['7A'] }]);
    expect(validateWith(CreateUserSchema, createPayload(assigned)).ok).toBe(true);
  });

  it('builds a student class level from grade and section (default A); parent contact is needed on edit only', () => {
    const student = {
      ...base(),
      role: 'student' as const,
      ...blankRoleFields('student'),
      studies_at_school: SCHOOL,
      student_id: 'S1',
      grade: '7',
    };
    expect(createPayload(student).student_details).toEqual({ student_id: 'S1', class_level: '7A', parent_contact: '' });
    expect(validateWith(CreateUserSchema, createPayload(student)).ok).toBe(true);
    expect(errorsOf(validateWith(UpdateUserSchema, updatePayload(student)))).toEqual({
      'student_details.parent_contact': USER_MESSAGES.parentContact,
    });
    expect(
      errorsOf(
        validateWith(CreateUserSchema, createPayload({ ...student, studies_at_school: '', student_id: '', grade: '' })),
      ),
    ).toEqual({
      studies_at_school: USER_MESSAGES.studentSchool,
      'student_details.student_id': USER_MESSAGES.studentId,
      'student_details.class_level': USER_MESSAGES.classLevel,
    });
  });

  it('sends role links only for their role on update (null otherwise)', () => {
    const manager = {
      ...base(),
      role: 'school_manager' as const,
      manages_schools: [SCHOOL],
      institutions: [SCHOOL],
      status: 'active' as const,
    };
    const payload = updatePayload(manager);
    expect(payload).toMatchObject({
      manages_schools: [SCHOOL],
      manages_institutions: null,
      teaching_assignments: null,
      student_details: null,
    });
    expect(errorsOf(validateWith(UpdateUserSchema, { ...payload, manages_schools: null }))).toEqual({
      manages_schools: USER_MESSAGES.schools,
    });
  });
});
