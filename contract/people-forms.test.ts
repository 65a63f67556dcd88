import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateInstitutionSchema } from './institutions';
import { CreateSchoolSchema, sectionsUpTo } from './schools';
import { CreateUserSchema, UpdateUserSchema } from './people-accounts';

/** The same schemas validate the client's forms: plain valibot, no server code. */
describe('user, institution and school form schemas', () => {
  it('normalise a user form: trimmed, lower-case e-mail, upper-case class, empty links as []', () => {
    const out = v.parse(CreateUserSchema, {
      name: ' Kiran ',
      email: 'Kiran@School.IN',
      password: 'secret12',
      role: 'student',
      phone: '',
      manages_institutions: null,
      studies_at_school: '6f1c2a4e-8b1d-4c3e-9f2a-1b2c3d4e5f60',
      student_details: { student_id: ' S-1 ', class_level: '7c' },
    });
    expect(out).toMatchObject({
      name: 'Kiran',
      email: 'kiran@school.in',
      status: 'active',
      manages_institutions: [],
      teaching_assignments: [],
      student_details: { student_id: 'S-1', class_level: '7C', parent_contact: '' },
    });
  });

  it('report role requirements under their fields, with the other field errors', () => {
    const result = v.safeParse(UpdateUserSchema, {
      name: '',
      email: 'a@b.co',
      role: 'school_manager',
      status: 'active',
    });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['name', 'Name is required'],
      ['manages_schools', 'At least one school is required'],
    ]);
  });

  it('keep the institution create limits and expand school sections', () => {
    const result = v.safeParse(CreateInstitutionSchema, { name: 'x', metadata: { address: 'a'.repeat(201) } });
    expect(result.issues?.map((i) => i.message)).toContain('Address must be 200 characters or fewer');
    expect(sectionsUpTo(7, 'C')).toEqual(['7A', '7B', '7C']);
    const school = v.safeParse(CreateSchoolSchema, { classes_offered: sectionsUpTo(12, 'b') });
    expect(school.issues?.map((i) => v.getDotPath(i))).not.toContain('classes_offered');
  });
});
