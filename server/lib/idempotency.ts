import { and, eq, isNull, lt, ne, not, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { idempotencyRecords } from '../db/schema/system';
import { type AppEnv, clientAddress } from './context';
import { sha256 } from './crypto';
import { HttpError } from './errors';
import { logger } from './logger';
import { holderAlive, PROCESS_ID } from './process-liveness';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_KEY_LENGTH = 200;
/** The status of a claimed key whose request is still running. */
const IN_FLIGHT = 0;
/** A claim that names no process (a row from before decision 046) is taken over once it is this old. */
const IN_FLIGHT_STALE_MS = 60_000;
/** No request runs this long (the statement timeout ends its queries first): its claim is taken over whoever holds it. */
const IN_FLIGHT_HUNG_MS = 10 * 60_000;
/** 503, not 409: the outbox keeps and retries a 503, while it shows any other 4xx to the teacher as refused. */
export const IN_FLIGHT_MESSAGE = 'A request with this Idempotency-Key is still being processed. Please retry.';

/**
 * ARCHITECTURE.md rule 7: a mutating request with an Idempotency-Key is applied once; a repeat with the
 * same key and payload gets the stored first answer, the same key with another payload answers 422, and a repeat
 * while the first is still running answers 503 with Retry-After (it is claimed in the shared database, so this
 * holds across processes). A claim whose process has stopped beating (process-liveness.ts) is taken over at once;
 * the request that had it then writes nothing (its claim is checked where its answer is kept: decision 046).
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

  // Claim the key first: of several requests with one key at once (a retry while the first is still running, on
  // this process or another), exactly one runs; the others are told to retry and then get its stored answer.
  const claimed = await db
    .insert(idempotencyRecords)
    .values({ scope, key, requestHash, status: IN_FLIGHT, body: null, holder: PROCESS_ID })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key });
  if (claimed.length === 0) {
    const [previous] = await db.select().from(idempotencyRecords).where(where).limit(1);
    if (previous && previous.requestHash !== requestHash) {
      throw new HttpError(422, 'This Idempotency-Key was already used with a different request');
    }
    if (previous && previous.status !== IN_FLIGHT) {
      c.header('Idempotent-Replayed', 'true');
      return previous.body === null
        ? c.body(null, previous.status as 200)
        : c.json(previous.body, previous.status as 200);
    }
    // Still running, here or elsewhere, or its process died mid-request (then the claim is taken over).
    const [taken] = previous
      ? await db
          .update(idempotencyRecords)
          .set({ createdAt: new Date(), holder: PROCESS_ID })
          .where(and(where, eq(idempotencyRecords.status, IN_FLIGHT), abandoned()))
          .returning({ key: idempotencyRecords.key })
      : [];
    if (!taken) {
      c.header('Retry-After', '1');
      throw new HttpError(503, IN_FLIGHT_MESSAGE);
    }
  }

  c.set('idempotencyClaim', { scope, key });
  let stored = false;
  try {
    await next();
    // Store final answers only: 5xx and 429 are worth retrying, so they are not remembered. The store keeps bodies
    // in clear, so it never holds a secret: an answer with a sign-in's token is not stored, one with one-time
    // codes is stored as its handler's replay answer (the outcome without the codes), and any other body that
    // still names a secret is not stored either.
    const status = c.res.status;
    const type = c.res.headers.get('content-type') ?? '';
    if (status >= 500 || status === 429 || c.var.secretAnswer) return;
    if (!type.includes('application/json') && status !== 204) return;
    // A replay answer stands for a success only: an error answered after it was set is kept as answered.
    const replay = status < 300 ? c.var.replayAnswer : undefined;
    const body = replay ?? (type.includes('application/json') ? ((await c.res.clone().json()) as unknown) : null);
    if (holdsSecret(body)) {
      (c.var.log ?? logger).warn({ path: c.req.path }, 'An answer naming a secret was not kept for replays');
      return;
    }
    await db.update(idempotencyRecords).set({ status, body }).where(and(where, held()));
    stored = true;
  } finally {
    // Not remembered: the key is free again for the retry (unless another process has taken it over meanwhile).
    if (!stored)
      await db.delete(idempotencyRecords).where(and(where, eq(idempotencyRecords.status, IN_FLIGHT), held()));
  }
});

/** The claim is this process's (no other has taken it over), or the answer is already kept. */
const held = () => or(eq(idempotencyRecords.holder, PROCESS_ID), isNull(idempotencyRecords.holder));

/**
 * A claim in flight whose request no longer runs: its process stopped beating, or it names no process and is a
 * minute old, or it is older than any request runs. A claim of this process is alive (a restart is a new process).
 */
function abandoned() {
  const holder = idempotencyRecords.holder;
  return or(
    lt(idempotencyRecords.createdAt, new Date(Date.now() - IN_FLIGHT_HUNG_MS)),
    and(isNull(holder), lt(idempotencyRecords.createdAt, new Date(Date.now() - IN_FLIGHT_STALE_MS))),
    and(ne(holder, PROCESS_ID), not(holderAlive(holder))),
  );
}

/**
 * Keeps a request's answer in the transaction that makes its effect, so both are committed or neither. Otherwise a
 * crash (a power cut) between the handler's commit and the middleware's own write of the answer leaves the effect
 * made and the key free again at the restart, and the repeat runs as a new request: a user's creation answered its
 * repeat 409 'Email already exists' (26 of 31 creations left unanswered by the cuts of one power-cut run). The
 * middleware writes the same answer again afterwards. Nothing without a claimed key, nor an answer naming a secret.
 */
export async function keepAnswerIn(tx: Db, c: Context<AppEnv>, status: number, body: unknown): Promise<void> {
  const claim = c.var.idempotencyClaim;
  if (!claim || holdsSecret(body)) return;
  const kept = await tx
    .update(idempotencyRecords)
    .set({ status, body })
    .where(and(eq(idempotencyRecords.scope, claim.scope), eq(idempotencyRecords.key, claim.key), held()))
    .returning({ key: idempotencyRecords.key });
  // Taken over by another process (this one was thought dead): the effect is rolled back with this throw, and the
  // repeat that took the key over makes it once.
  if (kept.length === 0) {
    c.header('Retry-After', '1');
    throw new HttpError(503, IN_FLIGHT_MESSAGE);
  }
}

/** Fields whose value is a secret: a bearer or device token, a one-time sign-in code. */
const SECRET_FIELDS = new Set(['token', 'device_token', 'sign_in_code']);

/** Whether a JSON value names a secret field with a value, at any depth. */
export function holdsSecret(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsSecret);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => (SECRET_FIELDS.has(k) && v !== null && v !== '') || holdsSecret(v));
}

/**
 * At the start of the only process on a database (PGlite: one per data directory), a claim still in flight
 * belongs to a process that died mid-request (a crash, a power cut): free it, so the device's retry runs at once
 * instead of being told to wait IN_FLIGHT_STALE_MS.
 */
export async function freeClaimsOfDeadProcess(db: Db): Promise<number> {
  const freed = await db
    .delete(idempotencyRecords)
    .where(eq(idempotencyRecords.status, IN_FLIGHT))
    .returning({ key: idempotencyRecords.key });
  return freed.length;
}

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

/**
 * A change applied outside a request under a user's Idempotency-Key (an admin's load of a teacher's saved changes,
 * server/modules/sessions/unsent-changes.service.ts), shared with the HTTP path: `answered` says whether the key was
 * answered before (by the device, or an earlier load); `remember` stores the answer as the request
 * `method path` with this JSON body would have, so the device's later send of the same change replays it.
 */
export function keyOfUser(db: Db, userId: string, key: string) {
  const scope = `user:${userId}`;
  const where = and(eq(idempotencyRecords.scope, scope), eq(idempotencyRecords.key, key));
  return {
    async answered(): Promise<boolean> {
      const [previous] = await db.select({ status: idempotencyRecords.status }).from(idempotencyRecords).where(where);
      return previous !== undefined && previous.status !== IN_FLIGHT;
    },
    async remember(method: string, path: string, body: unknown, answer: unknown, status = 200): Promise<void> {
      const payload = Buffer.from(stableJson(body));
      const requestHash = sha256(Buffer.concat([Buffer.from(`${method} ${path}\n`), payload]));
      await db
        .insert(idempotencyRecords)
        .values({ scope, key, requestHash, status, body: answer })
        .onConflictDoNothing();
    },
  };
}
