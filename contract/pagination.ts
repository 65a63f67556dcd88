import * as v from 'valibot';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 1000;
/** Far past any list's end (1,000,000 pages of 1,000): a bound, so an offset never overflows. */
export const MAX_PAGE = 1_000_000;

/** page and limit as query strings; defaults 1 and 10, limit capped at 1000. */
export const PageQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('page must be a number'),
      v.integer('page must be a whole number'),
      v.minValue(1, 'page must be at least 1'),
      v.maxValue(MAX_PAGE, `page must be at most ${MAX_PAGE}`),
    ),
    String(DEFAULT_PAGE),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('limit must be a number'),
      v.integer('limit must be a whole number'),
      v.minValue(1, 'limit must be at least 1'),
      v.transform((n) => Math.min(n, MAX_LIMIT)),
    ),
    String(DEFAULT_LIMIT),
  ),
});

export type Pagination = {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  current_page: number;
  per_page: number;
  total_pages: number;
};
export type Paged<T> = { data: T[]; pagination: Pagination };

export function pagination(total: number, page: number, limit: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { total, page, limit, totalPages, current_page: page, per_page: limit, total_pages: totalPages };
}
