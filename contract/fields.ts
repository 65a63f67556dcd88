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

/**
 * A contact phone number as an office writes it: digits with an optional leading +, spaces, dashes and brackets,
 * and at least 5 digits ('+91 172 234 5678', '0172-2345678'); letters are refused.
 */
export const isContactPhone = (s: string) => /^\+?[\d\s()-]+$/.test(s) && (s.match(/\d/g)?.length ?? 0) >= 5;
