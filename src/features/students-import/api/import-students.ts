import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { Locale } from '#contract/locales';
import { students } from '#contract/people-endpoints';
import type { ImportErrorResponse, ImportResponse, InvalidRecord } from '#contract/students-import';
import { callWithForm } from '#src/lib/api-call';
import { peopleKeys } from '#src/lib/queries/people';

export type ImportInput = { schoolId: string; file: File; locale: Locale };

/** A refused import that names its rows (400 with invalid_records): the screen lists them. */
export class ImportRowsRejected extends Error {
  constructor(
    message: string,
    readonly invalidRecords: InvalidRecord[],
  ) {
    super(message);
  }
}

/**
 * POST /students/import as multipart (csvFile, school_id, locale: the students' language). Large files take a while: no timeout. No
 * Idempotency-Key: a multipart body differs on every send (its boundary), and a repeated import is harmless
 * anyway, since existing student IDs are skipped as duplicates.
 */
export async function importStudents({ schoolId, file, locale }: ImportInput): Promise<ImportResponse> {
  const form = new FormData();
  form.append('school_id', schoolId);
  form.append('locale', locale);
  form.append('csvFile', file, file.name);
  try {
    return await callWithForm(students.import, {}, form, { timeout: false });
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 400) {
      const answer = (await error.response.json().catch(() => null)) as ImportErrorResponse | null;
      if (answer?.invalid_records?.length) throw new ImportRowsRejected(answer.error, answer.invalid_records);
    }
    throw error;
  }
}

export function useImportStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStudents,
    // New students change every list and count that shows students.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
