import type { ClassSessionView, LiveSessionsResponse } from '../../../../contract/class-sessions';
import { api } from '../../../lib/api-client';

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
