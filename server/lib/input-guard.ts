import { SERVER_MESSAGES } from '#contract/server-messages';
import { createMiddleware } from 'hono/factory';
import type { FieldError } from '#contract/errors';
import type { AppEnv } from './context';
import { HttpError } from './errors';

/**
 * Bounds every request checks before any route sees it (issue 13): text with a NUL byte or an unpaired surrogate
 * (PostgreSQL cannot store either, and no person types one), and numbers outside what a database integer holds
 * (1e308 in a slide number, say). Anywhere in the query string or a JSON body: a 400 naming the field, and nothing
 * runs. Each route's own schema then checks its fields' real ranges.
 */
export const MAX_INTEGER = 2_147_483_647;
export const INPUT_MESSAGES = {
  nul: 'contains a NUL character, which is not allowed',
  surrogate: 'contains an unpaired surrogate character, which is not allowed',
  number: `must be a number between -${MAX_INTEGER} and ${MAX_INTEGER}`,
  depth: 'is nested too deeply',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is what this looks for.
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 20;

/** What is wrong with a string, or null. */
export function badText(value: string): string | null {
  if (NUL.test(value)) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(value)) return INPUT_MESSAGES.surrogate;
  return null;
}

/** The first field of a JSON value that breaks the bounds, as a field error (path in dot notation), or null. */
export function badValue(value: unknown, path = '', depth = 0): FieldError | null {
  const field = path || 'body';
  if (depth > MAX_DEPTH) return { field, msg: `${field} ${INPUT_MESSAGES.depth}` };
  if (typeof value === 'string') {
    const problem = badText(value);
    return problem ? { field, msg: `${field} ${problem}` } : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= MAX_INTEGER
      ? null
      : { field, msg: `${field} ${INPUT_MESSAGES.number}` };
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = badValue(item, path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = badText(key);
      if (keyProblem) return { field: field, msg: `A field name ${keyProblem}` };
      const found = badValue(item, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

const fail = (error: FieldError) => new HttpError(400, error.msg, [error]);

export const inputGuard = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  for (const [key, value] of url.searchParams) {
    const problem = badText(key) ?? badText(value);
    if (problem) throw fail({ field: key, msg: `${badText(key) ? 'A query parameter name' : key} ${problem}` });
  }
  for (const part of url.pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      throw fail({ field: 'path', msg: 'The address contains a malformed escape (%)' });
    }
    const problem = badText(decoded);
    if (problem) throw fail({ field: 'path', msg: `The address ${problem}` });
  }
  const type = c.req.header('content-type') ?? '';
  if (/^application\/([\w.-]+\+)?json\b/i.test(type) && c.req.method !== 'GET') {
    const text = await c.req.raw.clone().text();
    if (text.trim()) {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new HttpError(400, SERVER_MESSAGES.badJson);
      }
      const problem = badValue(body);
      if (problem) throw fail(problem);
    }
  }
  await next();
});
