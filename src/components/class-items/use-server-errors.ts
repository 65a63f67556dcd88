import { type Dispatch, type RefObject, type SetStateAction, useCallback } from 'react';
import { isDueDateError } from '#contract/due-date';
import { apiErrorOf } from '#src/lib/api-client';
import { contractText } from '#src/i18n/contract-text';
import { errorsInLanguage, type FormErrors } from '#src/lib/form-errors';
import { notifyFailure } from './notify-failure';

/** Contract paths → an editor's field names: class_levels / class_level → classes. */
export const editorFieldOf = (path: string) => (path.startsWith('class_level') ? 'classes' : path);

/**
 * A failed save or publish in an editor: the server's field errors go to their fields, and an error about the due
 * date focuses and highlights the date input (spec 03 §5); the toast says what failed.
 */
export function useServerErrors(
  setErrors: Dispatch<SetStateAction<FormErrors>>,
  dueRef: RefObject<HTMLInputElement | null>,
) {
  return useCallback(
    (error: unknown, fallback: string) => {
      const apiError = apiErrorOf(error);
      const fieldErrors: FormErrors = errorsInLanguage(
        Object.fromEntries((apiError?.details ?? []).map((d) => [editorFieldOf(d.field), d.msg])),
      );
      // The due date's own messages (checked in English, as the server sends them) go to its field.
      if (isDueDateError(apiError?.message) && !fieldErrors.due_at) {
        fieldErrors.due_at = contractText(apiError?.message ?? '');
      }
      setErrors((e) => ({ ...e, ...fieldErrors }));
      if (fieldErrors.due_at) dueRef.current?.focus();
      notifyFailure(fallback, error);
    },
    [setErrors, dueRef],
  );
}
