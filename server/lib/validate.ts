import { SERVER_MESSAGES } from '#contract/server-messages';
import { vValidator } from '@hono/valibot-validator';
import type { Context, ValidationTargets } from 'hono';
import * as v from 'valibot';
import type { ApiErrorBody } from '#contract/errors';
import { bodyFailure } from './body-deadline';
import { HttpError } from './errors';
import { badText } from './input-guard';

/** One message per field: the first check that failed ('Email is required', not also 'Email is invalid'). */
export function issuesToBody(issues: readonly v.BaseIssue<unknown>[]): ApiErrorBody {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const details = [...byField].map(([field, msg]) => ({ field, msg }));
  return { error: details.map((d) => d.msg).join(', ') || SERVER_MESSAGES.invalidRequest, details };
}

/** Validates one part of the request with a contract schema; failures answer 400 in the error shape. */
function validator<T extends keyof ValidationTargets, S extends v.GenericSchema | v.GenericSchemaAsync>(
  target: T,
  schema: S,
) {
  const middleware = vValidator(target, schema, (result, c) => {
    // Hono skips a JSON body sent with another content type and validates {} instead: say what is wrong.
    if (target === 'json' && !isJsonType(c.req.header('content-type'))) {
      return c.json({ error: WRONG_CONTENT_TYPE }, 400);
    }
    if (!result.success) return c.json(issuesToBody(result.issues), 400);
  });
  // The route's contract, readable from app.routes (the fuzz suite builds its inputs from it).
  return Object.assign(middleware, { contract: { target, schema } as RouteContract });
}

export type RouteContract = { target: keyof ValidationTargets; schema: v.GenericSchema | v.GenericSchemaAsync };

export const WRONG_CONTENT_TYPE = SERVER_MESSAGES.wrongContentType;

/** No content type at all is an empty body (the schema then names the missing fields); any other must be JSON. */
function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^application\/([\w.-]+\+)?json$/i.test(contentType.split(';')[0]?.trim() ?? '');
}

export const validBody = <S extends v.GenericSchema | v.GenericSchemaAsync>(schema: S) => validator('json', schema);
export const validQuery = <S extends v.GenericSchema | v.GenericSchemaAsync>(schema: S) => validator('query', schema);
export const validForm = <S extends v.GenericSchema | v.GenericSchemaAsync>(schema: S) => validator('form', schema);

export const MALFORMED_FORM = 'The upload is not a valid form (multipart/form-data): please choose the file again';

/**
 * A multipart body, read whole: a malformed one (cut off, no closing boundary) is a 400, and its text fields get
 * the same checks as JSON (no NUL byte, no unpaired surrogate).
 */
export async function readForm(c: Context): Promise<Record<string, string | File>> {
  let form: Record<string, string | File>;
  try {
    form = (await c.req.parseBody()) as Record<string, string | File>;
  } catch {
    // A body that came too late or not at all is that, not a malformed form.
    throw bodyFailure(c) ?? new HttpError(400, MALFORMED_FORM);
  }
  for (const [field, value] of Object.entries(form)) {
    const problem = typeof value === 'string' ? badText(value) : null;
    if (problem) throw new HttpError(400, `${field} ${problem}`, [{ field, msg: `${field} ${problem}` }]);
  }
  return form;
}
