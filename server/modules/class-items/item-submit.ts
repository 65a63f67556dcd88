import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { conflict } from '#server/lib/errors';
import { assertOpen } from './class-items';
import { type ClassItemKind, type ItemRow, type ItemScore, type SubmissionRow, logItemActivity } from './item-kind';
import { ownSubmission } from './item-submissions';

/** A student submits once, and only while the item is open (409 otherwise). */
export async function assertCanSubmit(kind: ClassItemKind, db: Db, studentId: string, item: ItemRow) {
  if (await ownSubmission(kind, db, item.id, studentId)) throw conflict(kind.messages.alreadySubmitted);
  assertOpen(item);
}

/** Runs in a submission's transaction with the row saved: the answer kept with it (idempotency.ts keepAnswerIn). */
export type KeepSubmission<Sub> = (tx: Db, saved: Sub) => Promise<void>;

/**
 * Stores a submission, logs it and keeps its answer (`keep`), in one transaction. The unique (item, student) index
 * settles two submissions racing each other: the second inserts nothing and answers 409.
 */
export async function saveSubmission<Sub extends SubmissionRow>(
  kind: ClassItemKind<ItemRow, Sub>,
  db: Db,
  user: AuthUser,
  item: Pick<ItemRow, 'id' | 'title'>,
  values: Record<string, unknown>,
  log: { score?: ItemScore; meta?: Record<string, unknown> } = {},
  keep?: KeepSubmission<Sub>,
): Promise<Sub> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    // `values` are the kind's own columns: Drizzle cannot type them for a table chosen at run time.
    const [saved] = (await tx
      .insert(kind.submissions)
      .values(values as never)
      .onConflictDoNothing()
      .returning()) as Sub[];
    if (!saved) throw conflict(kind.messages.alreadySubmitted);
    const meta = { submission_id: saved.id, ...log.meta };
    await logItemActivity(kind, tx, user, item, { verb: 'submitted', score: log.score }, meta);
    if (keep) await keep(tx, saved);
    return saved;
  });
}
