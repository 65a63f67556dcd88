import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AbsenceAlertsResponse } from '#contract/absence-alerts';
import { api } from '#src/lib/api-client';
import { classKeys } from '#src/lib/queries/classes';

/** GET /api/classes/absence-alerts: students absent from their class's last three roll calls, in scope. */
export const absenceAlertsQuery = (schoolId?: string) =>
  queryOptions({
    queryKey: classKeys.absenceAlerts(schoolId),
    queryFn: () =>
      api
        .get('classes/absence-alerts', { searchParams: schoolId ? { school_id: schoolId } : {} })
        .json<AbsenceAlertsResponse>(),
    staleTime: 60_000,
  });

export const useAbsenceAlerts = (schoolId?: string) => useQuery(absenceAlertsQuery(schoolId));
