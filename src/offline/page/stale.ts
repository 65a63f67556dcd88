import { t } from '@lingui/core/macro';
import type { OutboxEntry } from '#src/offline/worker/device-records';
import { STALE_AFTER_MS } from '#src/offline/worker/outbox-rules';
import { lastErrorText } from './last-error';

/** An entry waiting longer than STALE_AFTER_MS while the device is online is flagged in the Sync panel. */
export const isStale = (entry: OutboxEntry, online: boolean, now: number) =>
  online && entry.status !== 'sent' && now - Date.parse(entry.createdAt) > STALE_AFTER_MS;

/** What the device last heard about an entry: 'HTTP 503: Service Unavailable', 'No answer: …', or 'not tried yet'. */
export function lastAnswer(entry: OutboxEntry): string {
  if (!entry.lastAttemptAt) return t`not tried yet`;
  const status = entry.lastStatus;
  const error = entry.lastError ? lastErrorText(entry.lastError) : null;
  if (status) return error ? t`HTTP ${status}: ${error}` : t`HTTP ${status}`;
  return error ? t`no answer: ${error}` : t`no answer`;
}
