/**
 * The years a date may have. Dates people type or ask for (a session's date, a due date, a report's range) lie in
 * 2000–2100; a device's clock reading may be further off (a laptop reset to 1970) and is then replaced by the
 * server's time, never refused, but a year outside 1970–2200 is not a clock reading at all (issue 13).
 */
export const PERSON_YEARS = { min: 2000, max: 2100 } as const;
export const DEVICE_YEARS = { min: 1970, max: 2200 } as const;
export type YearRange = { min: number; max: number };

export const yearsMessage = (range: YearRange) => `Dates must be between ${range.min} and ${range.max}`;

/** Whether an ISO 8601 date or date-time ('2026-03-01', '2026-03-01T09:30:00Z') falls in the years given. */
export function inYears(value: string, range: YearRange): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= range.min && year <= range.max;
}
