import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassRegisterResponse } from '#contract/class-register';
import { registerFileName } from '#contract/class-register';
import { api } from '#src/lib/api-client';
import { saveBytesFile } from '#src/lib/save-file';
import { classKeys } from '#src/lib/queries/classes';
import type { ClassKey } from './class-detail';

export type RegisterKey = ClassKey & { month: string };
const path = (key: RegisterKey, tail = '') =>
  `classes/${key.schoolId}/${encodeURIComponent(key.classLevel)}/register${tail}`;

/**
 * GET /classes/{schoolId}/{classLevel}/register?month=: the month's sessions × students with their marks (issue 17).
 * Children's attendance is not kept in the device's saved cache: the register needs the server.
 */
export const classRegisterQuery = (key: RegisterKey) =>
  queryOptions({
    queryKey: classKeys.register(key.schoolId, key.classLevel, key.month),
    queryFn: () => api.get(path(key), { searchParams: { month: key.month } }).json<ClassRegisterResponse>(),
    meta: { persist: false },
  });

export const useClassRegister = (key: RegisterKey) => useQuery(classRegisterQuery(key));

/** Downloads the month's register as CSV from the server (BOM, neutralised cells, ISO dates). */
export async function downloadRegisterCsv(key: RegisterKey): Promise<void> {
  const bytes = await api
    .get(path(key, '/export'), { searchParams: { month: key.month }, timeout: 60_000 })
    .arrayBuffer();
  saveBytesFile(new Uint8Array(bytes), registerFileName(key.classLevel, key.month), 'text/csv;charset=utf-8');
}
