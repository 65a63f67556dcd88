import * as v from 'valibot';
import { MAX_PAGE } from './pagination';

/**
 * What assessments and surveys ("class items": made by a teacher for one class of one school, published, then
 * answered once per student) share in the API: the query of their lists and analytics, and the fields of a view.
 */

/** A list's page size when the query gives none. */
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

/** Query of the teacher/manager/admin lists: filters and an optional page. */
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

/** Query of a teacher's analytics: the school and class filters. */
export const ItemFilterQuerySchema = v.object({
  school_id: idFilter('school_id'),
  class_level: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase())),
});
export type ItemFilterQuery = v.InferOutput<typeof ItemFilterQuerySchema>;

/** The fields every view of an item has, whoever reads it (timestamps as ISO strings). */
export const classItemFields = {
  _id: v.string(),
  title: v.string(),
  description: v.string(),
  school_id: v.string(),
  school_name: v.string(),
  class_level: v.string(),
  teacher_id: v.string(),
  due_at: v.string(),
  allow_late_submissions: v.boolean(),
  published: v.boolean(),
  published_at: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
};

/** A submission in a teacher's list: the student's id and name. */
export const submitterFields = {
  _id: v.string(),
  student_id: v.strictObject({ _id: v.string(), name: v.string() }),
  submitted_at: v.string(),
};

/** Where a group of analytics is: one school and class. */
export const placeFields = { school_id: v.string(), school_name: v.string(), class_level: v.string() };
