/** Digits grouped the Indian way: the last three, then pairs (12,34,56,789). */
export function groupIndian(value: number): string {
  const negative = value < 0;
  const [whole = '0', fraction] = Math.abs(value)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** An amount in rupees: '₹1,23,456' (paise shown only when there are any). */
export function formatRupees(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '₹0';
  return value < 0 ? `-₹${groupIndian(-value)}` : `₹${groupIndian(value)}`;
}

/**
 * One formatter per style, made when first used: toLocaleDateString and the like build a new Intl formatter at each
 * call, a cost that shows on lists of dates on a slow phone (issue 14).
 */
function formatter(options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return (date: Date) => {
    made ??= new Intl.DateTimeFormat('en-IN', options);
    return made.format(date);
  };
}
const dateFormat = formatter({ day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = formatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const timeFormat = formatter({ hour: 'numeric', minute: '2-digit' });

/** A date as '21 Nov 2025' (local time); '—' when missing or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateFormat(date);
}

/** A timestamp as '21 Nov 2025, 10:30 am' (local time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return dateTimeFormat(date);
}

/** A time of day as '10:30 am' (local time), for events of today such as a class's start. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return timeFormat(date);
}
