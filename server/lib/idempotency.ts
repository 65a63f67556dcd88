import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { idempotencyRecords } from '../db/schema/system';
import { type AppEnv, clientAddress } from './context';
import { sha256 } from './crypto';
import { HttpError } from './errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_KEY_LENGTH = 200;

/**
 * ARCHITECTURE.md rule 7: a mutating request with an Idempotency-Key is answered once; a repeat with the
 * same key and payload gets the stored first answer, the same key with another payload answers 422.
 * Runs after readSession, so keys are scoped per user (per address for anonymous callers).
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (!key || !MUTATING.has(c.req.method)) return next();
  if (key.length > MAX_KEY_LENGTH) throw new HttpError(400, 'Idempotency-Key is too long');

  const scope = c.var.user ? `user:${c.var.user.id}` : `anon:${clientAddress(c)}`;
  const body = Buffer.from(await c.req.arrayBuffer());
  // Reading used up the request stream: give later readers of c.req.raw (hono/body-limit, streaming) a fresh one.
  if (body.length > 0) c.req.raw = new Request(c.req.raw, { body });
  const payload = canonicalBody(body, c.req.header('content-type'));
  const requestHash = sha256(Buffer.concat([Buffer.from(`${c.req.method} ${c.req.path}\n`), payload]));
  const db = c.var.db;
  const where = and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key));

  const [previous] = await db.select().from(idempotencyRecords).where(where).limit(1);
  if (previous) {
    if (previous.requestHash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used with a different request');
    }
    c.header('Idempotent-Replayed', 'true');
    return previous.body === null
      ? c.body(null, previous.status as 200)
      : c.json(previous.body, previous.status as 200);
  }

  await next();

  // Store final answers only: 5xx and 429 are worth retrying, so they are not remembered; an answer with a secret
  // (a sign-in's token) is never stored, since the store keeps bodies in clear.
  const status = c.res.status;
  if (status >= 500 || status === 429 || c.var.secretAnswer) return;
  const type = c.res.headers.get('content-type') ?? '';
  let stored: unknown = null;
  if (type.includes('application/json')) stored = await c.res.clone().json();
  else if (status !== 204) return;
  await db.insert(idempotencyRecords).values({ scope, key, requestHash, status, body: stored }).onConflictDoNothing();
});

/**
 * The body as the payload it carries, so a retry that rebuilds the same request hashes the same: a JSON body with
 * its keys in any order (a device re-queues a start it first sent online), a multipart body with any boundary
 * (random per FormData; replaced by a fixed marker).
 */
export function canonicalBody(body: Buffer, contentType = ''): Buffer {
  if (/^application\/([\w.-]+\+)?json\b/i.test(contentType) && body.length > 0) {
    try {
      return Buffer.from(stableJson(JSON.parse(body.toString('utf8'))));
    } catch {
      return body;
    }
  }
  const boundary = /^multipart\/form-data\b.*;\s*boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary || body.length === 0) return body;
  const needle = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at), MARKER);
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}
const MARKER = Buffer.from('--boundary');

/** JSON with every object's keys sorted. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
