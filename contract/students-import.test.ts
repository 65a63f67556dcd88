import { describe, expect, it } from 'vitest';
import { checkImportRow, isClassOffered, missingColumns, normalisePhone, parseManualEntry } from './students-import';

describe('student import rules (shared by the preview and the server)', () => {
  it('normalises class levels and phones', () => {
    const row = checkImportRow(
      { student_id: ' S1 ', name: 'Asha', class_level: '7b', phone: '98765-43210', parent_contact: '+91 99' },
      [],
    );
    expect(row).toEqual({
      ok: true,
      value: {
        student_id: 'S1',
        name: 'Asha',
        class_level: '7B',
        phone: '+919876543210',
        parent_contact: '+9199',
        grade: 7,
      },
    });
    expect(normalisePhone('')).toBe('');
  });

  it('knows which classes a school offers', () => {
    expect(isClassOffered('7B', ['7C'])).toBe(true);
    expect(isClassOffered('7D', ['7C'])).toBe(false);
    expect(isClassOffered('7', ['7A'])).toBe(false);
    expect(isClassOffered('12A', [])).toBe(true);
  });

  it('lists missing columns and parses manual lines', () => {
    expect(missingColumns(['Student_ID', 'name'])).toEqual(['class_level', 'phone', 'parent_contact']);
    const parsed = parseManualEntry('S1, Asha, 7A, 9876543210, 9876500000\nS2, Ravi, 7A\n\n');
    expect(parsed.records).toHaveLength(1);
    expect(parsed.skipped).toEqual([{ line: 2, error: 'Expected 5 comma-separated values' }]);
  });
});
