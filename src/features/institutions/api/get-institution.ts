import { useQuery } from '@tanstack/react-query';
import { institutionQuery } from '#src/lib/queries/institutions';

export const useInstitution = (id: string | null) => useQuery({ ...institutionQuery(id ?? ''), enabled: Boolean(id) });
