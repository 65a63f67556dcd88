import { useQuery } from '@tanstack/react-query';
import { classListQuery } from '#src/lib/queries/classes';

export const useClasses = () => useQuery(classListQuery());
