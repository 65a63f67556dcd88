import { clock } from '#src/lib/format';

/** '1.4 MB'; '85 KB' under 0.1 MB; '12.5 GB' past 1000 MB. */
export function mb(bytes: number): string {
  if (bytes >= 1000 * 1_048_576) return `${(bytes / 1_073_741_824).toFixed(1)} GB`;
  if (bytes < 0.1 * 1_048_576) return `${Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** 'just now', '5 min ago', '3 h ago', else the date and time. */
export function ago(value: string | number | null | undefined, now = Date.now()): string {
  if (value === null || value === undefined) return 'never';
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(time)) return 'never';
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return clock(time, true);
}
