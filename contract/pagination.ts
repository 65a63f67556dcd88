import * as v from 'valibot';
import type { AnySchema } from './endpoint';

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

export const PaginationSchema = v.strictObject({
  total: v.number(),
  page: v.number(),
  limit: v.number(),
  totalPages: v.number(),
  current_page: v.number(),
  per_page: v.number(),
  total_pages: v.number(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;
export type Paged<T> = { data: T[]; pagination: Pagination };
/** The answer schema of a page of `item`s. */
export const pagedSchema = <S extends AnySchema>(item: S) =>
  v.strictObject({ data: v.array(item), pagination: PaginationSchema });

export function pagination(total: number, page: number, limit: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { total, page, limit, totalPages, current_page: page, per_page: limit, total_pages: totalPages };
}
