import * as v from 'valibot';

/** A uuid as the API hands them out (`_id`). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A uuid as the API hands them out: the one check of an id's form, on both sides. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/** Free-text search of a list: trimmed, '' when absent. */
export const searchParam = () =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'search must be 200 characters or fewer')), '');

/**
 * A list filter taking one of `values`; '', 'all' or absent mean no filter (returned as '').
 * The filter dropdowns of the lists send 'all' for their first entry.
 */
export const choiceParam = <const T extends readonly string[]>(values: T, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === 'all' ? '' : s)),
      v.check((s) => s === '' || values.includes(s), message),
      v.transform((s) => s as T[number] | ''),
    ),
    '',
  );

/** An id filter ('' or 'all' when absent). */
export const idParam = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === 'all' ? '' : s)),
      v.check((s) => s === '' || isUuid(s), message),
    ),
    '',
  );
