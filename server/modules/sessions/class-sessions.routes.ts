import { Hono } from 'hono';
import {
  CancelSessionSchema,
  CloseSessionSchema,
  EndSessionSchema,
  LiveSessionsQuerySchema,
  SESSION_MESSAGES as M,
  SessionFilterSchema,
  SessionListQuerySchema,
  SessionRecordSchema,
  SessionUpdateSchema,
  StartSlideSessionSchema,
  UpdateSlideSchema,
} from '#contract/sessions';
import { UnsentFileSchema } from '#contract/sync-unsent-changes';
import { requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { notFound } from '#server/lib/errors';
import { validBody, validQuery } from '#server/lib/validate';
import { readableSession } from './class-sessions.access';
import { cancelSession } from './class-sessions.cancel';
import { endSession, startSlideSession, updateSlide } from './class-sessions.live';
import { closeSession, liveSessions } from './live-sessions';
import { createSession, deleteSession, updateSession } from './class-sessions.records';
import { exportSessions, listSessions } from './session-history';
import { sessionDetail } from './class-sessions.view';
import { loadUnsentChanges } from './unsent-changes.service';

const readers = requireAuth('admin', 'institution_manager', 'school_manager', 'teacher');
const teachers = requireAuth('teacher');

/** Teaching sessions: the live calls of Start Teaching Session (replayable from the outbox) and the records. */
export const classSessionRoutes = new Hono<AppEnv>()
  .post('/start-slide-session', teachers, validBody(StartSlideSessionSchema), async (c) =>
    c.json(await startSlideSession(c, c.req.valid('json'))),
  )
  .put('/:id/update-slide', teachers, validBody(UpdateSlideSchema), async (c) =>
    c.json(await updateSlide(c, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/:id/end-session', teachers, validBody(EndSessionSchema), async (c) =>
    c.json(await endSession(c, c.req.param('id'), c.req.valid('json'))),
  )
  .get('/live', teachers, validQuery(LiveSessionsQuerySchema), async (c) => {
    const { school_id, class_level } = c.req.valid('query');
    return c.json(await liveSessions(c, school_id, class_level));
  })
  .post('/:id/close', teachers, validBody(CloseSessionSchema), async (c) =>
    c.json(await closeSession(c, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/:id/cancel', teachers, validBody(CancelSessionSchema), async (c) =>
    c.json(await cancelSession(c, c.req.param('id'), c.req.valid('json'))),
  )
  .post('/unsent-changes', requireAuth('admin'), validBody(UnsentFileSchema), async (c) =>
    c.json(await loadUnsentChanges(c, c.req.valid('json'))),
  )
  .get('/', readers, validQuery(SessionListQuerySchema), async (c) =>
    c.json(await listSessions(c, c.req.valid('query'))),
  )
  .post('/', teachers, validBody(SessionRecordSchema), async (c) =>
    c.json({ session: await createSession(c, c.req.valid('json')) }, 201),
  )
  .get('/export', readers, validQuery(SessionFilterSchema), async (c) => {
    const csv = await exportSessions(c, c.req.valid('query'));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="sessions-${day}.csv"`,
    });
  })
  .get('/:id', readers, async (c) => {
    const session = await sessionDetail(c.var.db, (await readableSession(c, c.req.param('id'))).id);
    if (!session) throw notFound(M.notFound);
    return c.json({ session });
  })
  .put('/:id', requireAuth(), validBody(SessionUpdateSchema), async (c) =>
    c.json({ session: await updateSession(c, c.req.param('id'), c.req.valid('json')) }),
  )
  .delete('/:id', requireAuth(), async (c) => {
    await deleteSession(c, c.req.param('id'));
    return c.json({ message: 'Session deleted' });
  });
