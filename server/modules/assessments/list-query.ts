import * as v from 'valibot';

/** Query of the teacher/manager/admin lists of assessments and surveys: filters and an optional page. */
export const LIST_DEFAULT_LIMIT = 500;

const positive = (name: string) =>
  v.pipe(
    v.string(),
    v.toNumber(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(1, `${name} must be at least 1`),
  );

export const ItemListQuerySchema = v.object({
  school_id: v.optional(v.pipe(v.string(), v.trim())),
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
  school_id: v.optional(v.pipe(v.string(), v.trim())),
  class_level: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase())),
});
export type ItemFilterQuery = v.InferOutput<typeof ItemFilterQuerySchema>;
