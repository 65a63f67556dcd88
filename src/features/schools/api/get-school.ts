import { useQuery } from '@tanstack/react-query';
import { schoolQuery } from '#src/lib/queries/schools';

export const useSchool = (id: string | null) => useQuery({ ...schoolQuery(id ?? ''), enabled: Boolean(id) });
