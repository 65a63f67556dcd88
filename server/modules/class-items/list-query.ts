import * as v from 'valibot';
import { MAX_PAGE } from '#contract/pagination';

/** Query of the teacher/manager/admin lists of assessments and surveys: filters and an optional page. */
export const LIST_DEFAULT_LIMIT = 500;

const positive = (name: string) =>
  v.pipe(
    v.string(),
    v.toNumber(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(1, `${name} must be at least 1`),
    v.maxValue(MAX_PAGE, `${name} must be at most ${MAX_PAGE}`),
  );

/** An id filter: a UUID, or a 400 naming the field (an id that is not one never reaches the database). */
const idFilter = (name: string) => v.optional(v.pipe(v.string(), v.trim(), v.uuid(`${name} must be a valid id`)));

export const ItemListQuerySchema = v.object({
  school_id: idFilter('school_id'),
  class_level: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase())),
  page: v.optional(positive('page'), '1'),
  limit: v.optional(
    v.pipe(
      positive('limit'),
      v.transform((n) => Math.min(n, 1000)),
    ),
    String(LIST_DEFAULT_LIMIT),
  ),
});
export type ItemListQuery = v.InferOutput<typeof ItemListQuerySchema>;

export const ItemFilterQuerySchema = v.object({
  school_id: idFilter('school_id'),
  class_level: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase())),
});
export type ItemFilterQuery = v.InferOutput<typeof ItemFilterQuerySchema>;
