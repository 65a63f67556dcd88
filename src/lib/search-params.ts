import { isUuid } from '#contract/list-query';
/**
 * Readers for list screens' URL search params (filters kept in the URL). Each returns undefined for a missing
 * or unusable value, so links without it stay valid and the default applies.
 */
export function pageParam(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(n) && n > 1 ? n : undefined;
}

export function textParam(raw: unknown): string | undefined {
  if (typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim().slice(0, 200);
  return text || undefined;
}

export function choiceParam<const T extends readonly string[]>(raw: unknown, values: T): T[number] | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T[number]) : undefined;
}

/** An id as the API hands them out (`_id`, a uuid). */
export function uuidParam(raw: unknown): string | undefined {
  return typeof raw === 'string' && isUuid(raw) ? raw : undefined;
}
