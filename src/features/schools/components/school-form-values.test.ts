import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateSchoolSchema, SCHOOL_MESSAGES } from '#contract/schools';
import { validateWith } from '#src/lib/form-errors';
import { blankSchool, newGradeChoice, schoolPayload, valuesFromSchool } from './school-form-values';

const filled = () => ({
  ...blankSchool(),
  name: '  Green Valley School ',
  institution_id: '2f1c7c3e-4b8a-4d2e-9f1a-0c9b8a7d6e5f',
  state: 'Kerala',
  city: 'Kochi',
  address: 'MG Road',
  contact_email: 'office@green.example',
  contact_phone: '+914842345678',
});

describe('school form values', () => {
  it('expands each class to sections A up to the highest and gives the default slides', () => {
    const values = { ...filled(), grades: { 7: { ...newGradeChoice(7), highest: 'C' }, 1: newGradeChoice(1) } };
    const payload = schoolPayload(values);
    expect(payload.classes_offered).toEqual(['1A', '7A', '7B', '7C']);
    expect(payload.total_slides_per_class).toEqual({ '1': 30, '7': 60 });
    expect(payload.name).toBe('Green Valley School');
    expect(payload.fee_per_student).toBe(0);
    expect(payload.metadata?.board).toBe('CBSE');
    expect(payload).not.toHaveProperty('manager_id');
    expect(v.safeParse(CreateSchoolSchema, payload).success).toBe(true);
  });

  it('turns a non-numeric slide count into 0, which the minimum of 1 rejects', () => {
    const payload = schoolPayload({ ...filled(), grades: { 12: { highest: 'A', slides: 'abc' } } });
    expect(payload.total_slides_per_class).toEqual({ '12': 0 });
    const result = validateWith(CreateSchoolSchema, payload);
    expect(result.ok ? {} : result.errors).toEqual({ 'total_slides_per_class.12': SCHOOL_MESSAGES.slides });
  });

  it('reports every blank required field and a negative fee', () => {
    const result = validateWith(CreateSchoolSchema, schoolPayload({ ...blankSchool(), fee: -5 }));
    expect(result.ok ? {} : result.errors).toMatchObject({
      name: SCHOOL_MESSAGES.name,
      institution_id: SCHOOL_MESSAGES.institution,
      classes_offered: SCHOOL_MESSAGES.classes,
      fee_per_student: SCHOOL_MESSAGES.fee,
      'metadata.city': SCHOOL_MESSAGES.city,
      'metadata.contact_phone': SCHOOL_MESSAGES.phoneCreate,
    });
  });

  it('reads a school back into the form: highest section per class and its slides', () => {
    const values = valuesFromSchool({
      _id: 'x',
      name: 'S',
      status: 'active',
      institution_id: { _id: 'i', name: 'I' },
      manager_id: null,
      created_by: null,
      classes_offered: ['6A', '6B', '6C', '8A'],
      total_slides_per_class: { '6': 44 },
      fee_per_student: 2400,
      metadata: { state: 'a', city: 'b', address: 'c', contact_email: 'd@e.fg', contact_phone: '1', board: 'ICSE' },
      statistics: { teachers: 0, students: 0, classes: 4 },
      createdAt: '',
      updatedAt: '',
    });
    expect(values.grades).toEqual({ 6: { highest: 'C', slides: '44' }, 8: { highest: 'A', slides: '65' } });
    expect(values.board).toBe('ICSE');
    expect(schoolPayload(values).classes_offered).toEqual(['6A', '6B', '6C', '8A']);
  });
});
