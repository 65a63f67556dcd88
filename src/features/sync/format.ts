import { t } from '@lingui/core/macro';
import { clock } from '#src/lib/format';

/** '1.4 MB'; '85 KB' under 0.1 MB; '12.5 GB' past 1000 MB. */
export function mb(bytes: number): string {
  if (bytes >= 1000 * 1_048_576) return `${(bytes / 1_073_741_824).toFixed(1)} GB`;
  if (bytes < 0.1 * 1_048_576) return `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** A deck's size when the device is out of space for it: '85 KB', '0.3 MB', '38 MB' (one decimal under 10 MB). */
export function deckMb(bytes: number): string {
  const value = Math.max(0, bytes) / 1_048_576;
  if (value < 0.1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} MB`;
}

/** 'just now', '5 min ago', '3 h ago', else the date and time. */
export function ago(value: string | number | null | undefined, now = Date.now()): string {
  if (value === null || value === undefined) return t`never`;
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(time)) return t`never`;
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return t`just now`;
  if (minutes < 60) return t`${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (minutes < 24 * 60) return t`${hours} h ago`;
  return clock(time, true);
}
