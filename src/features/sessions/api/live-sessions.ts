import type { ClassSessionView, LiveSessionsResponse } from '#contract/sessions-types';
import { HTTPError } from 'ky';
import { api } from '#src/lib/api-client';

/** GET /api/class-sessions/live: the teacher's sessions of one class in progress on any device. */
export const fetchLiveSessions = async (key: { schoolId: string; classLevel: string }): Promise<ClassSessionView[]> =>
  (
    await api
      .get('class-sessions/live', {
        searchParams: { school_id: key.schoolId, class_level: key.classLevel },
        timeout: 5_000,
      })
      .json<LiveSessionsResponse>()
  ).sessions;

/** POST /api/class-sessions/{id}/close: ends a session left in progress elsewhere, without attendance. */
export const closeSessionOnline = async (id: string): Promise<void> => {
  await api.post(`class-sessions/${id}/close`, {
    json: { clientTimestamp: new Date().toISOString() },
    timeout: 10_000,
  });
};

/** GET /api/class-sessions/{id}: the session as the server has it, or null while its start is still on the way. */
export const fetchServerSession = async (id: string): Promise<ClassSessionView | null> => {
  try {
    return (
      await api
        .get(`class-sessions/${encodeURIComponent(id)}`, { timeout: 5_000 })
        .json<{ session: ClassSessionView }>()
    ).session;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
};
