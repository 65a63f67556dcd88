import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import type { ApiErrorBody } from '../../contract/errors';

export function issuesToBody(issues: readonly v.BaseIssue<unknown>[]): ApiErrorBody {
  const details = issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', msg: issue.message }));
  return { error: details.map((d) => d.msg).join(', ') || 'Invalid request', details };
}

/** Validates one part of the request with a contract schema; failures answer 400 in the error shape. */
function validator<T extends keyof ValidationTargets, S extends v.GenericSchema | v.GenericSchemaAsync>(target: T, schema: S) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(issuesToBody(result.issues), 400);
  });
}

export const validBody = <S extends v.GenericSchema | v.GenericSchemaAsync>(schema: S) => validator('json', schema);
export const validQuery = <S extends v.GenericSchema | v.GenericSchemaAsync>(schema: S) => validator('query', schema);
export const validForm = <S extends v.GenericSchema | v.GenericSchemaAsync>(schema: S) => validator('form', schema);
