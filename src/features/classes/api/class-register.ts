import { queryOptions, useQuery } from '@tanstack/react-query';
import { registerFileName } from '#contract/class-register';
import { classes } from '#contract/classes-endpoints';
import { call, callForFile } from '#src/lib/api-call';
import { saveBytesFile } from '#src/lib/save-file';
import { classKeys } from '#src/lib/queries/classes';
import type { ClassKey } from './class-detail';

export type RegisterKey = ClassKey & { month: string };
const input = (key: RegisterKey) => ({
  params: { schoolId: key.schoolId, classLevel: key.classLevel },
  query: { month: key.month },
});

/**
 * GET /classes/{schoolId}/{classLevel}/register?month=: the month's sessions × students with their marks (issue 17).
 * Children's attendance is not kept in the device's saved cache: the register needs the server.
 */
export const classRegisterQuery = (key: RegisterKey) =>
  queryOptions({
    queryKey: classKeys.register(key.schoolId, key.classLevel, key.month),
    queryFn: () => call(classes.register, input(key)),
    meta: { persist: false },
  });

export const useClassRegister = (key: RegisterKey) => useQuery(classRegisterQuery(key));

/** Downloads the month's register as CSV from the server (BOM, neutralised cells, ISO dates). */
export async function downloadRegisterCsv(key: RegisterKey): Promise<void> {
  const bytes = await callForFile(classes.registerExport, input(key), { timeout: 60_000 }).arrayBuffer();
  saveBytesFile(new Uint8Array(bytes), registerFileName(key.classLevel, key.month), 'text/csv;charset=utf-8');
}
