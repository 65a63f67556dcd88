import { useQuery } from '@tanstack/react-query';
import { institutionQuery } from '#src/lib/queries/institutions';

export const useInstitution = (id: string) => useQuery(institutionQuery(id));
