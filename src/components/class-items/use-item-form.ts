import { useRef, useState } from 'react';
import type { FormErrors } from '#src/lib/form-errors';
import { useServerErrors } from './use-server-errors';

/**
 * The state of an assessment or survey editor: its values, the field errors (cleared as a field changes), the due
 * input (focused on a due-date error) and the handler of a failed save or publish.
 */
export function useItemForm<V extends object>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const dueRef = useRef<HTMLInputElement>(null);
  const onServerError = useServerErrors(setErrors, dueRef);
  /** Sets one field and clears its errors (`errorKey` and everything under it). */
  const set = <K extends keyof V>(key: K, value: V[K], errorKey: string = String(key)) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) =>
      Object.fromEntries(Object.entries(e).filter(([k]) => k !== errorKey && !k.startsWith(`${errorKey}.`))),
    );
  };
  return { values, errors, setErrors, set, dueRef, onServerError };
}

/** The errors of question i, keyed by the question's own field names. */
export function questionErrors(errors: FormErrors, i: number): Record<string, string> {
  const prefix = `questions.${i}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, msg]) => [k.slice(prefix.length), msg]),
  );
}
