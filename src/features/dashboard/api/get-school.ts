import { useQueries } from '@tanstack/react-query';
import { schoolQuery } from '#src/lib/queries/schools';

/** Several schools at once (a school manager may manage more than one). */
export const useSchools = (ids: string[]) => useQueries({ queries: ids.map((id) => schoolQuery(id)) });
