import type { Context } from 'hono';

/**
 * A class named in the path (…/{schoolId}/{classLevel}, …/slides/{n}), as every route reads it: trimmed and in
 * capitals. Escapes are handled in one place for every route: the input guard answers a malformed escape in any
 * segment with a 400 naming the path, before routing, and Hono decodes each parameter once (c.req.param). Nothing
 * decodes it again: a second decode turned a literal '%' (sent as %25) into a 500, and read 6%2541 as 6A (issue 38).
 */
export function classLevelParam(c: Context, name = 'classLevel'): string {
  return (c.req.param(name) ?? '').trim().toUpperCase();
}
