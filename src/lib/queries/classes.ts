import { queryOptions } from '@tanstack/react-query';
import { classes } from '#contract/classes-endpoints';
import { call } from '../api-call';

export const classKeys = {
  all: ['classes'] as const,
  // The trailing '' is kept from the key as it was: the caches saved on devices are stored under it.
  list: () => [...classKeys.all, 'list', ''] as const,
  detail: (schoolId: string, classLevel: string) => [...classKeys.all, 'detail', schoolId, classLevel] as const,
  register: (schoolId: string, classLevel: string, month: string) =>
    [...classKeys.all, 'register', schoolId, classLevel, month] as const,
  roster: (schoolId: string, classLevel: string, day: string) =>
    [...classKeys.all, 'roster', schoolId, classLevel, day] as const,
  sizes: (schoolId: string) => [...classKeys.all, 'sizes', schoolId] as const,
  absenceAlerts: (schoolId?: string) => [...classKeys.all, 'absence-alerts', schoolId ?? 'all'] as const,
};

/** GET /classes: the caller's classes with student count, session count and progress computed by the server. */
export const classListQuery = () => queryOptions({ queryKey: classKeys.list(), queryFn: () => call(classes.list, {}) });
