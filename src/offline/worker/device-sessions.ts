import type { OutboxEntry } from './device-records';
import type { LocalDb, LocalSession } from './local-db';

/** How long a session the server confirmed stays marked 'Sent …' (the outbox keeps sent entries as long). */
export const SENT_SHOWN_MS = 7 * 86_400_000;

/** Where a session taught on this device stands with the server. */
export type DeviceSessionMark =
  | { state: 'waiting' }
  | { state: 'attention'; message: string | null }
  | { state: 'sent'; at: string };

/** A session taught on this device, as far as the device knows it (issue 39: My Sessions offline). */
export type DeviceSession = {
  id: string;
  schoolId: string;
  classLevel: string;
  startedAt: string;
  startingSlide: number;
  /** The furthest slide shown (never below the start). */
  endingSlide: number;
  currentSlide: number;
  ended: boolean;
  endedAt: string | null;
  /** The roll call's figures once the session ended on this device. */
  attended: number | null;
  total: number | null;
  notes: string;
  rollCall: boolean;
  mark: DeviceSessionMark;
};

/** Where a session stands from its outbox entries: refused, waiting, or all confirmed (and when, last). */
export function markOf(entries: OutboxEntry[]): DeviceSessionMark {
  const attention = entries.find((e) => e.status === 'attention');
  if (attention) return { state: 'attention', message: attention.lastError };
  if (entries.some((e) => e.status === 'pending')) return { state: 'waiting' };
  const at =
    entries
      .map((e) => e.confirmedAt ?? '')
      .sort()
      .at(-1) ?? '';
  return { state: 'sent', at };
}

function deviceSession(s: LocalSession, entries: OutboxEntry[]): DeviceSession {
  const end = entries.find((e) => e.endpoint === 'sessions.endSession')?.body;
  const ended = s.status === 'ended';
  return {
    id: s.id,
    schoolId: s.schoolId,
    classLevel: s.classLevel,
    startedAt: s.startedAt,
    startingSlide: s.startingSlide,
    endingSlide: Math.max(s.startingSlide, s.furthestSlide ?? s.currentSlide, s.currentSlide),
    currentSlide: s.currentSlide,
    ended,
    endedAt: end?.clientTimestamp ?? null,
    attended: end ? end.students_attended : null,
    total: end ? end.total_students : null,
    notes: end?.notes ?? '',
    rollCall: Array.isArray(end?.absent_student_ids),
    mark: markOf(entries),
  };
}

/**
 * The teacher's sessions this device has a say on, newest first: those with changes the server has not confirmed
 * (waiting, or refused: 'needs attention'), and those it confirmed in the last week ('Sent 10:42'). A cancelled
 * session counts nowhere and is left out; so is a session whose changes all went long ago (the server's history
 * has it).
 */
export async function deviceSessions(db: LocalDb, userId: string, now = Date.now()): Promise<DeviceSession[]> {
  const [sessions, entries] = await Promise.all([
    db.localSessions.where({ userId }).toArray(),
    db.outbox.where({ userId }).toArray(),
  ]);
  const bySession = new Map<string, OutboxEntry[]>();
  for (const e of entries) bySession.set(e.sessionId, [...(bySession.get(e.sessionId) ?? []), e]);
  const since = new Date(now - SENT_SHOWN_MS).toISOString();
  return sessions
    .filter((s) => s.status !== 'cancelled')
    .map((s) => deviceSession(s, bySession.get(s.id) ?? []))
    .filter((d) => (bySession.get(d.id)?.length ?? 0) > 0 && (d.mark.state !== 'sent' || d.mark.at >= since))
    .sort((a, b) => (a.startedAt !== b.startedAt ? (b.startedAt < a.startedAt ? -1 : 1) : a.id < b.id ? 1 : -1));
}
