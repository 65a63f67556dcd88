import { iso, isoOrNull } from './class-items';
import type { ItemRow } from './item-kind';

/** The fields every view of an item starts with; `own` (the kind's fields) comes before the timestamps. */
export function itemView<T extends object>(row: ItemRow, schoolName: string, own: T) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    school_id: row.schoolId,
    school_name: schoolName,
    class_level: row.classLevel,
    teacher_id: row.teacherId,
    due_at: iso(row.dueAt),
    allow_late_submissions: row.allowLateSubmissions,
    published: row.published,
    published_at: isoOrNull(row.publishedAt),
    ...own,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** What a student's view adds: whether they submitted, and their submission. */
export function submissionFields<Sub, V>(submission: Sub | null, view: (s: Sub) => V) {
  return { submitted: submission !== null, submission: submission ? view(submission) : null };
}
