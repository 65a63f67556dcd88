import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, IMPORT_TEMPLATE_CSV } from '#contract/students-import';
import {
  checkCsvFile,
  parseCsvText,
  placeOf,
  prepareCsvRows,
  prepareManualEntry,
  recordsToCsv,
} from './prepare-import';

describe('import preparation (the preview before the upload)', () => {
  it('accepts a .csv name or a CSV type, up to 5 MB', () => {
    expect(checkCsvFile({ name: 'students.CSV', type: '', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'upload', type: 'text/csv', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'students.xlsx', type: 'application/zip', size: 10 })).toBe(IMPORT_MESSAGES.notCsv);
    expect(checkCsvFile({ name: 'big.csv', type: 'text/csv', size: 6 * 1024 * 1024 })).toBe(
      IMPORT_MESSAGES.fileTooLarge,
    );
  });

  it('needs a header and a row, and every required column', () => {
    expect(parseCsvText('student_id,name,class_level,phone,parent_contact\n')).toEqual({
      ok: false,
      error: IMPORT_MESSAGES.tooShort,
    });
    expect(parseCsvText('student_id,name\nS1,Asha\n')).toEqual({
      ok: false,
      error: 'Missing required columns: class_level, phone, parent_contact',
    });
    const parsed = parseCsvText(IMPORT_TEMPLATE_CSV);
    expect(parsed.ok && parsed.rows).toHaveLength(1);
  });

  it('keeps valid rows (normalised) and reports the skipped ones by file row', () => {
    const parsed = parseCsvText(
      'Student_ID,Name,Class_Level,Phone,Parent_Contact\nS1,Asha,7a,98765 43210,\nS2,,7A,,\nS3,Ravi,9B,,\n',
    );
    if (!parsed.ok) throw new Error(parsed.error);
    const prepared = prepareCsvRows(parsed.rows, ['7C']);
    expect(prepared.valid).toEqual([
      { student_id: 'S1', name: 'Asha', class_level: '7A', phone: '+919876543210', parent_contact: '', grade: 7 },
    ]);
    expect(prepared.skipped).toEqual([
      { place: 3, errors: ['Missing name'] },
      { place: 4, errors: ['Class 9B is not offered by the selected school'] },
    ]);
  });

  it('reads manual lines, numbers problems by typed line and maps server rows back to lines', () => {
    const text = 'S1, Asha, 7A, 9876543210, 9876500000\n\nS2, Ravi\nS3, Mira, 13, ,\nS4, Om, 7b, , \n';
    const prepared = prepareManualEntry(text, []);
    expect(prepared.valid.map((v) => v.student_id)).toEqual(['S1', 'S4']);
    expect(prepared.skipped).toEqual([
      { place: 3, errors: [IMPORT_MESSAGES.manualLine] },
      { place: 4, errors: ['Invalid class level'] },
    ]);
    expect(prepared.lines).toEqual([1, 4, 5]);
    // The generated CSV has the records in order: its row 3 is the typed line 4.
    expect(placeOf(3, prepared)).toBe(4);
    expect(recordsToCsv(prepared.records).split('\r\n')[0]).toBe('student_id,name,class_level,phone,parent_contact');
  });
});
