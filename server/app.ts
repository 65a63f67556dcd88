import path from 'node:path';
import { SERVER_MESSAGES } from '#contract/server-messages';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from './db/client';
import type { Env } from './env';
import { readSession } from './lib/auth';
import { bodyDeadline, bodyFailure } from './lib/body-deadline';
import type { AppEnv } from './lib/context';
import { DISK_FULL_MESSAGE, isDiskFull } from './lib/disk-full';
import { diskGuard } from './lib/disk-guard';
import { CLIENT_GONE_STATUS, ClientGone, HttpError } from './lib/errors';
import { idempotency } from './lib/idempotency';
import { inputGuard } from './lib/input-guard';
import { type Logger, logger } from './lib/logger';
import { createMetrics } from './lib/metrics';
import { requestLog } from './lib/request-log';
import { inlineScript } from './lib/inline-script';
import { securityHeaders } from './lib/security-headers';
import { serveApp } from './lib/static';
import { assessmentRoutes } from './modules/assessments/assessments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes, readyRoutes } from './modules/health/health.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { surveyRoutes } from './modules/surveys/surveys.routes';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { publicFormsAdminRoutes, publicRoutes } from './modules/public-forms/public-forms.routes';
import { explainerVideoRoutes } from './modules/explainer-videos/explainer-videos.routes';
import { usersRoutes } from './modules/people/users.routes';
import { institutionsRoutes } from './modules/institutions/institutions.routes';
import { schoolsRoutes } from './modules/schools/schools.routes';
import { schoolManagersRoutes, studentsRoutes, teachersRoutes } from './modules/people/people.routes';
import { classesRoutes } from './modules/classes/classes.routes';
import { courseMaterialRoutes } from './modules/course-materials/course-materials.routes';
import { classSessionRoutes } from './modules/sessions/class-sessions.routes';
import { sessionProgressRoutes } from './modules/sessions/session-progress.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';

/** logger: where this app's log lines go (the process's JSON logger on stdout unless given). */
export type AppDeps = { db: Db; env: Env; logger?: Logger };

/** Hard cap on any request body; upload routes set their own, smaller limits with clear messages. */
const MAX_BODY_BYTES = 60 * 1024 * 1024;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const metrics = createMetrics(deps.db);

  app.use('*', requestLog({ logger: deps.logger ?? logger, logRequests: deps.env.logRequests }), metrics.middleware);
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('env', deps.env);
    c.set('metrics', metrics);
    await next();
  });
  const sessionCheck = inlineScript(path.join(deps.env.staticDir, 'session-check.js'));
  app.use('*', securityHeaders(deps.env, sessionCheck ? [sessionCheck.cspSource] : []));
  // Before every reader of the body (the size limit included): a body has a deadline, and a hang-up is named.
  app.use('*', bodyDeadline(deps.env.bodyTimeoutMs));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ error: SERVER_MESSAGES.tooLarge }, 413),
    }),
  );
  // JSON answers past 1 KB go compressed (streams such as slide images and videos keep their own type and pass).
  app.use('/api/*', compress({ contentTypeFilter: /^application\/json/ }));
  app.use('/api/*', inputGuard, readSession, diskGuard, idempotency);

  // Each URL prefix is mounted once, by the area that owns it (README: the area map). A path the spec nests under
  // another area's prefix (/schools/{id}/analytics, /students/import…) is a thin route in that prefix's router that
  // hands off to the owning area's service.
  const api = app.basePath('/api');
  api.route('/health', healthRoutes);
  api.route('/ready', readyRoutes);
  api.route('/metrics', metricsRoutes);
  api.route('/auth', authRoutes);
  api.route('/analytics', analyticsRoutes);
  api.route('/assessments', assessmentRoutes);
  api.route('/surveys', surveyRoutes);
  api.route('/public', publicRoutes);
  api.route('/public-forms', publicFormsAdminRoutes);
  api.route('/mailbox', mailboxRoutes);
  api.route('/explainer-videos', explainerVideoRoutes);
  api.route('/users', usersRoutes);
  api.route('/institutions', institutionsRoutes);
  api.route('/schools', schoolsRoutes);
  api.route('/course-materials', courseMaterialRoutes);
  api.route('/class-sessions', classSessionRoutes);
  api.route('/session-progress', sessionProgressRoutes);
  api.route('/classes', classesRoutes);
  api.route('/teachers', teachersRoutes);
  api.route('/students', studentsRoutes);
  api.route('/school-managers', schoolManagersRoutes);

  api.all('*', (c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));

  app.onError((thrown, c) => {
    // A body that failed (late, or its client gone) is the reason, whatever a reader made of it.
    const err = bodyFailure(c) ?? thrown;
    if (err instanceof ClientGone) return c.body(null, CLIENT_GONE_STATUS as 200); // nobody is left to read it
    if (err instanceof HttpError && err.status === 408) c.header('Connection', 'close'); // the rest is not read
    if (err instanceof HttpError) {
      return c.json({ error: err.message, ...(err.details ? { details: err.details } : {}) }, err.status);
    }
    if (err instanceof HTTPException) {
      // Hono's own 4xx (a malformed JSON body, for one) keep their status in our error shape.
      const message = /malformed json/i.test(err.message)
        ? SERVER_MESSAGES.badJson
        : err.message || SERVER_MESSAGES.requestFailed;
      return c.json({ error: message }, err.status as ContentfulStatusCode);
    }
    if (isDiskFull(err)) {
      c.header('Retry-After', '60');
      return c.json({ error: DISK_FULL_MESSAGE }, 503);
    }
    if (isStatementTimeout(err)) {
      return c.json({ error: SERVER_MESSAGES.busy }, 503);
    }
    // Logged once, with the request's id, by requestLog (c.error).
    return c.json({ error: SERVER_MESSAGES.failed }, 500);
  });

  serveApp(app, deps.env.staticDir, sessionCheck);
  return app;
}

/** PostgreSQL cancelled a statement that ran past statement_timeout (SQLSTATE 57014), directly or as a cause. */
function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}
