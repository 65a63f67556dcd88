import { HTTPError } from 'ky';
import { sessions } from '#contract/sessions-endpoints';
import type { ClassSessionView } from '#contract/sessions-types';
import { call } from '#src/lib/api-call';

/** GET /api/class-sessions/live: the teacher's sessions of one class in progress on any device. */
export const fetchLiveSessions = async (key: { schoolId: string; classLevel: string }): Promise<ClassSessionView[]> =>
  (await call(sessions.live, { query: { school_id: key.schoolId, class_level: key.classLevel } }, { timeout: 5_000 }))
    .sessions;

/** POST /api/class-sessions/{id}/close: ends a session left in progress elsewhere, without attendance. */
export const closeSessionOnline = async (id: string): Promise<void> => {
  await call(
    sessions.close,
    { params: { id }, body: { clientTimestamp: new Date().toISOString() } },
    { timeout: 10_000 },
  );
};

/** GET /api/class-sessions/{id}: the session as the server has it, or null while its start is still on the way. */
export const fetchServerSession = async (id: string): Promise<ClassSessionView | null> => {
  try {
    return (await call(sessions.get, { params: { id } }, { timeout: 5_000 })).session;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
};
