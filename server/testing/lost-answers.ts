import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * Runs `during` as if the process died just after each write to `table` committed: the Idempotency-Key middleware's
 * own write of the answer, made after the handler's transaction, is lost (a trigger refuses any answer written to
 * idempotency_records outside a transaction that wrote to `table`). What a handler keeps in its own transaction
 * (keepAnswerIn) stays. The triggers are gone afterwards.
 */
export async function withAnswersLostAfter<T>(db: Db, table: string, during: () => Promise<T>): Promise<T> {
  const tableName = sql.identifier(table);
  await db.execute(sql`create table lost_answer_tx (txid bigint)`);
  await db.execute(sql`
    create function note_effect_tx() returns trigger language plpgsql as $$
    begin insert into lost_answer_tx values (txid_current()); return new; end $$`);
  await db.execute(sql`
    create function lose_other_answers() returns trigger language plpgsql as $$
    begin
      if new.status <> 0 and not exists (select 1 from lost_answer_tx where txid = txid_current()) then
        raise exception 'the answer was lost (a simulated crash)';
      end if;
      return new;
    end $$`);
  await db.execute(
    sql`create trigger note_effect_tx after insert on ${tableName} for each row execute function note_effect_tx()`,
  );
  await db.execute(
    sql`create trigger lose_other_answers before update on idempotency_records for each row execute function lose_other_answers()`,
  );
  try {
    return await during();
  } finally {
    await db.execute(sql`drop trigger lose_other_answers on idempotency_records`);
    await db.execute(sql`drop trigger note_effect_tx on ${tableName}`);
    await db.execute(sql`drop function lose_other_answers()`);
    await db.execute(sql`drop function note_effect_tx()`);
    await db.execute(sql`drop table lost_answer_tx`);
  }
}
