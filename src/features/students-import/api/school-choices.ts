import { queryOptions, useQuery } from '@tanstack/react-query';
import { schools } from '#contract/schools-endpoints';
import { call } from '#src/lib/api-call';
import { schoolKeys } from '#src/lib/queries/schools';

/** The schools the caller may import into (spec 03 §7: GET /schools with limit 100; the server scopes it). */
export const fetchSchoolChoices = () => call(schools.list, { query: { limit: 100 } });

export const schoolChoicesQuery = () =>
  queryOptions({ queryKey: schoolKeys.importChoices(), queryFn: fetchSchoolChoices });

export const useSchoolChoices = () => useQuery(schoolChoicesQuery());
