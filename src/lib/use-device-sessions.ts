import { type DeviceSession, deviceSessions } from '#src/offline/worker/device-sessions';
import { localDb } from '#src/offline/worker/local-db';
import { useLiveQuery } from '#src/lib/use-live-query';

/**
 * The teacher's sessions this device has a say on (waiting to sync, refused, or sent in the last week), live: a
 * class ended in this tab, another tab or by the worker's replay shows at once. Empty for other roles.
 */
export function useDeviceSessions(teacherId: string | undefined): DeviceSession[] | undefined {
  return useLiveQuery(() => (teacherId ? deviceSessions(localDb(), teacherId) : Promise.resolve([])), [teacherId], []);
}
