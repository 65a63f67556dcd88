import { type Locale, preferredLocale } from '#contract/locales';
import type { Context } from 'hono';
import type { Env } from '../env';
import type { Db } from '../db/client';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { AuthUser } from './caller';
import type { Scope } from './scope';

export type { AuthUser };

/** What every handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Db;
    env: Env;
    user: AuthUser | undefined;
    scope: Scope | undefined;
    /** The answer carries a secret (a sign-in token): the idempotency store must not keep it. */
    secretAnswer: boolean | undefined;
    /**
     * The answer carries a one-time secret (a sign-in card's code): the idempotency store keeps this instead, the
     * outcome without the secret, and a replay answers it.
     */
    replayAnswer: unknown;
    /** The Idempotency-Key this request claimed (idempotency.ts): a handler may keep its answer with its effect. */
    idempotencyClaim: { scope: string; key: string } | undefined;
    /** X-Request-Id: the caller's when sane, else made here; answered in the same header and in every log line. */
    requestId: string;
    /** The request's logger: carries reqId. */
    log: Logger;
    /** This app's Prometheus registry and its metrics (GET /api/metrics). */
    metrics: Metrics;
  };
};

export type AppContext = Context<AppEnv>;

export function clientAddress(c: AppContext): string {
  if (c.var.env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The language the request asks for (its Accept-Language, which the page sets to its reader's): issue 42. */
export function readerLocale(c: AppContext): Locale {
  const header = c.req.header('accept-language') ?? '';
  return preferredLocale(header.split(',').map((part) => part.split(';')[0]?.trim() ?? ''));
}
