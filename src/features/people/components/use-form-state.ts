import { useCallback, useState } from 'react';
import type { FormErrors } from '#src/lib/form-errors';

/**
 * Form values plus field errors keyed by dot path; editing a field clears its errors (and those under it,
 * e.g. 'student_details' clears 'student_details.student_id').
 */
export function useFormState<T extends object>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const clear = useCallback((...keys: string[]) => {
    setErrors((current) => {
      const next = { ...current };
      let changed = false;
      for (const name of Object.keys(next)) {
        if (keys.some((k) => name === k || name.startsWith(`${k}.`))) {
          delete next[name];
          changed = true;
        }
      }
      return changed ? next : current;
    });
  }, []);

  const update = useCallback(
    (patch: Partial<T>, ...errorKeys: string[]) => {
      setValues((current) => ({ ...current, ...patch }));
      clear(...(errorKeys.length ? errorKeys : Object.keys(patch)));
    },
    [clear],
  );

  return { values, setValues, errors, setErrors, update, clear };
}
