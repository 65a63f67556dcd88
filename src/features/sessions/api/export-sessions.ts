import type { QueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { ClassSessionView, SessionListResponse } from '#contract/sessions-types';
import { SESSION_EXPORT_MESSAGES, sessionsCsv } from '#contract/sessions-export';
import { sessions } from '#contract/sessions-endpoints';
import { callForFile } from '#src/lib/api-call';
import { formatDateTime } from '#src/lib/format';
import { saveBytesFile, saveTextFile } from '#src/lib/save-file';
import { sessionKeys } from '#src/lib/queries/sessions';
import { type SessionFilters, searchOf } from './list-sessions';

type Filters = Omit<SessionFilters, 'page'>;
const CSV = 'text/csv;charset=utf-8';
const fileName = () => `sessions-${new Date().toISOString().slice(0, 10)}.csv`;

/** The sessions of this filter in the pages the device keeps (offline), newest first, each once. */
export function heldSessions(queryClient: QueryClient, filters: Filters): ClassSessionView[] {
  const same = (f: Partial<SessionFilters>) =>
    (['teacher_id', 'school_id', 'class_level', 'start_date'] as const).every(
      (k) => (f[k] || '') === (filters[k] || ''),
    );
  const byId = new Map<string, ClassSessionView>();
  for (const [key, data] of queryClient.getQueriesData<SessionListResponse>({ queryKey: sessionKeys.lists() })) {
    const f = key[2] as Partial<SessionFilters> | undefined;
    if (typeof f !== 'object' || !f || !('page' in f) || !same(f)) continue;
    for (const s of data?.data ?? []) byId.set(s._id, s);
  }
  return [...byId.values()].sort(
    (a, b) => Date.parse(b.session_date) - Date.parse(a.session_date) || (a._id < b._id ? 1 : -1),
  );
}

/**
 * Downloads the session history of the filter as CSV (issue 17): from the server (every session of the filter);
 * offline or unreachable, from the pages this device holds, its first line saying so, with what `withDevice` adds
 * to them (a teacher's sessions not sent yet, issue 39). 'device' when it was the latter.
 */
export async function downloadSessionsCsv(
  queryClient: QueryClient,
  filters: Filters,
  withDevice: (held: ClassSessionView[]) => ClassSessionView[] = (held) => held,
): Promise<'server' | 'device'> {
  if (navigator.onLine) {
    try {
      const bytes = await callForFile(
        sessions.export,
        { query: searchOf(filters, {}) },
        { timeout: 60_000 },
      ).arrayBuffer();
      saveBytesFile(new Uint8Array(bytes), fileName(), CSV);
      return 'server';
    } catch (error) {
      if (error instanceof HTTPError) throw error; // the server answered: its message, not a partial file
    }
  }
  const note = SESSION_EXPORT_MESSAGES.offline(formatDateTime(new Date().toISOString()));
  saveTextFile(sessionsCsv(withDevice(heldSessions(queryClient, filters)), note), fileName(), CSV);
  return 'device';
}
