import * as v from 'valibot';

/** The one error shape every API answer uses (ARCHITECTURE.md rule 6). */
export type FieldError = { field: string; msg: string };
export type ApiErrorBody = { error: string; details?: FieldError[] };

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).error === 'string';
}

/** The answer of a call that only confirms ('Session deleted'). */
export const MessageAnswerSchema = v.strictObject({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof MessageAnswerSchema>;
