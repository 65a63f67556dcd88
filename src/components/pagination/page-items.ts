export type PageItem = number | 'gap';

/**
 * The page buttons of spec 02 §2: the first two pages, the current page ± 2 and the last two, with a gap
 * wherever numbers are skipped.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const page = clampPage(current, total);
  const pages = new Set<number>();
  for (const n of [1, 2, page - 2, page - 1, page, page + 1, page + 2, total - 1, total]) {
    if (n >= 1 && n <= total) pages.add(n);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) items.push('gap');
    items.push(n);
  });
  return items;
}

export function clampPage(page: number, totalPages: number): number {
  const total = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), total);
}

/** The page-jump input keeps digits only. */
export const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/** A typed page number, clamped to 1..totalPages; null when nothing was typed. */
export function parsePageJump(text: string, totalPages: number): number | null {
  const digits = digitsOnly(text);
  if (!digits) return null;
  return clampPage(Number(digits.slice(0, 9)), totalPages);
}
