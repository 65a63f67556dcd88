import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceSession } from '#src/offline/worker/device-sessions';
import { outboxKeys } from '#src/lib/queries/outbox';

/**
 * The teacher's sessions this device has not sent yet (or sent lately), for Recent Sessions: a class ended offline
 * shows on the dashboard at once. Like the attention count, the device database's code loads with it.
 */
export const deviceSessionsQuery = (userId: string) =>
  queryOptions({
    queryKey: outboxKeys.sessions(userId),
    queryFn: async (): Promise<DeviceSession[]> => {
      try {
        const [{ deviceSessions }, { localDb }] = await Promise.all([
          import('#src/offline/worker/device-sessions'),
          import('#src/offline/worker/local-db'),
        ]);
        return await deviceSessions(localDb(), userId);
      } catch {
        return []; // No local database (private browsing): nothing taught here.
      }
    },
    staleTime: 0,
    networkMode: 'always',
  });

/** `enabled` false until the first screen is shown (`useAfterFirstScreen`). */
export const useDeviceSessionsOnDashboard = (userId: string, enabled: boolean) =>
  useQuery({ ...deviceSessionsQuery(userId), enabled });
