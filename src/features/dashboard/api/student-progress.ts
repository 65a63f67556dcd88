import { useQuery } from '@tanstack/react-query';
import { studentProgressQuery } from '#src/lib/queries/analytics';

export const useStudentProgress = (studentId: string) => useQuery(studentProgressQuery(studentId));
