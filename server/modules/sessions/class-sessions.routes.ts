import { sessions } from '#contract/sessions-endpoints';
import { actorOf } from '#server/lib/actor';
import { requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { readableSession } from './class-sessions.access';
import { cancelSession } from './class-sessions.cancel';
import { endSession, startSlideSession, updateSlide } from './class-sessions.live';
import { closeSession, liveSessions } from './live-sessions';
import { createSession, deleteSession, updateSession } from './class-sessions.records';
import { exportSessions, listSessions } from './session-history';
import { sessionDetail } from './class-sessions.view';
import { loadUnsentChanges } from './unsent-changes.service';

const readers = [requireAuth('admin', 'institution_manager', 'school_manager', 'teacher')];
const teachers = [requireAuth('teacher')];
const signedIn = [requireAuth()];

/** Teaching sessions: the live calls of Start Teaching Session (replayable from the outbox) and the records. */
export const classSessionRoutes = endpointRoutes('/class-sessions')
  .serve(sessions.startSlideSession, teachers, (c, { body }) => startSlideSession(actorOf(c), body))
  .serve(sessions.updateSlide, teachers, (c, { params, body }) => updateSlide(actorOf(c), params.id, body))
  .serve(sessions.endSession, teachers, (c, { params, body }) => endSession(actorOf(c), params.id, body))
  .serve(sessions.live, teachers, (c, { query }) => liveSessions(actorOf(c), query.school_id, query.class_level))
  .serve(sessions.close, teachers, (c, { params, body }) => closeSession(actorOf(c), params.id, body))
  .serve(sessions.cancel, teachers, (c, { params, body }) => cancelSession(actorOf(c), params.id, body))
  .serve(sessions.loadUnsentChanges, [requireAuth('admin')], (c, { body }) => loadUnsentChanges(actorOf(c), body))
  .serve(sessions.list, readers, (c, { query }) => listSessions(actorOf(c), query))
  .serve(sessions.create, teachers, async (c, { body }) => ({ session: await createSession(actorOf(c), body) }))
  .serve(sessions.export, readers, async (c, { query }) => {
    const csv = await exportSessions(actorOf(c), query);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="sessions-${day}.csv"`,
    });
  })
  .serve(sessions.get, readers, async (c, { params }) => {
    return { session: await sessionDetail(c.var.db, (await readableSession(actorOf(c), params.id)).id) };
  })
  .serve(sessions.update, signedIn, async (c, { params, body }) => ({
    session: await updateSession(actorOf(c), params.id, body),
  }))
  .serve(sessions.delete, signedIn, async (c, { params }) => {
    await deleteSession(actorOf(c), params.id);
    return { message: 'Session deleted' };
  }).router;
