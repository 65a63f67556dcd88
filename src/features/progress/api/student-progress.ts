import { useQuery } from '@tanstack/react-query';
import { studentProgressQuery } from '#src/lib/queries/analytics';

/** Spec 03 My Progress. */
export const useStudentProgress = (studentId: string) => useQuery(studentProgressQuery(studentId));
