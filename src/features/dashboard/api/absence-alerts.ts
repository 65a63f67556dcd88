import { queryOptions, useQuery } from '@tanstack/react-query';
import { classes } from '#contract/classes-endpoints';
import { call } from '#src/lib/api-call';
import { classKeys } from '#src/lib/queries/classes';

/** GET /api/classes/absence-alerts: students absent from their class's last three roll calls, in scope. */
export const absenceAlertsQuery = (schoolId?: string) =>
  queryOptions({
    queryKey: classKeys.absenceAlerts(schoolId),
    queryFn: () => call(classes.absenceAlerts, { query: { school_id: schoolId } }),
    staleTime: 60_000,
  });

export const useAbsenceAlerts = (schoolId?: string) => useQuery(absenceAlertsQuery(schoolId));
