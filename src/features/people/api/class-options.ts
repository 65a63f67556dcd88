import { useQuery } from '@tanstack/react-query';
import { classListQuery } from '#src/lib/queries/classes';

/** The classes in the caller's scope, for the students list's class filter. */
export const useClassOptions = () => useQuery(classListQuery());
