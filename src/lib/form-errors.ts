import * as v from 'valibot';
import { contractText } from '#src/i18n/contract-text';

export type FormErrors = Record<string, string>;

/** Field errors (the contract's schema's or the server's) in the reader's language (issue 42). */
export const errorsInLanguage = (errors: FormErrors): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, contractText(message)]));

/** The server's field errors of a failed call, keyed by field, in the reader's language. */
export const detailErrors = (details: readonly { field: string; msg: string }[]): FormErrors =>
  errorsInLanguage(Object.fromEntries(details.map((d) => [d.field, d.msg])));

/**
 * Validates form values with a contract schema: the field errors keyed by dot path (first message per field),
 * or the parsed output. Use with @mantine/form's `validate` or your own state.
 */
export function validateWith<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FormErrors } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const errors: FormErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A @mantine/form `validate` function from a contract schema. */
export const schemaValidator =
  <S extends v.GenericSchema>(schema: S) =>
  (values: unknown): FormErrors => {
    const result = validateWith(schema, values);
    return result.ok ? {} : result.errors;
  };

/**
 * The one message a form's toast gives for its field errors: 'Please fill in all required fields' (or the form's own
 * words for it) when a field with an error is empty, else the first field's own error (a malformed address says so,
 * not that something is missing). The errors themselves show at their fields.
 */
export function formToastMessage(values: Record<string, unknown>, errors: FormErrors, fillRequired: string): string {
  const fields = Object.keys(errors);
  const empty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
  if (fields.some((field) => empty(values[field]))) return fillRequired;
  return errors[fields[0] ?? ''] ?? fillRequired;
}
