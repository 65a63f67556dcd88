import * as v from 'valibot';

/** A required text field: missing, not a string or blank all give `message` (trimmed). */
export const requiredText = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message));

/** A required secret: like requiredText but never trimmed. */
export const requiredSecret = (message: string) => v.pipe(v.optional(v.string(message), ''), v.nonEmpty(message));

/** Optional text that arrives as '' when missing, trimmed. */
export const optionalText = () =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
  );
