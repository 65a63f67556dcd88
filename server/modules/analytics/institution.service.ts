import { sql } from 'drizzle-orm';
import { addDays, percentChange } from '#contract/analytics';
import type { DateRange } from '#contract/analytics';
import type { InstitutionAnalytics } from '#contract/analytics-types';
import type { Db } from '#server/db/client';
import { notFound } from '#server/lib/errors';
import { generalAnalytics } from './comprehensive.service';
import { today } from './sql';
import { rows } from '#server/lib/sql-helpers';

/** The institution dashboard figures plus the general view scoped to the institution. */
export async function institutionAnalytics(
  db: Db,
  institutionId: string,
  range: DateRange,
): Promise<InstitutionAnalytics> {
  const now = today();
  const [[institution], [recent], general] = await Promise.all([
    rows<{ id: string; name: string }>(db, sql`select id, name from institutions where id = ${institutionId}`),
    rows<{ today: number; this_week: number; last_week: number }>(
      db,
      sql`
      select coalesce(sum(t.sessions) filter (where t.start = ${now}::date), 0)::int as today,
        coalesce(sum(t.sessions) filter (where t.start >= ${addDays(now, -6)}::date), 0)::int as this_week,
        coalesce(sum(t.sessions) filter (where t.start < ${addDays(now, -6)}::date), 0)::int as last_week
      from institution_session_stats t
      where t.institution_id = ${institutionId} and t.span = 'day' and t.start between ${addDays(now, -13)}::date and ${now}::date`,
    ),
    generalAnalytics(db, { kind: 'institutions', ids: [institutionId] }, range, 'institution'),
  ]);
  if (!institution) throw notFound('Institution not found');
  const thisWeek = recent?.this_week ?? 0;
  const lastWeek = recent?.last_week ?? 0;
  return {
    ...general,
    institution: { _id: institution.id, name: institution.name },
    averageProgress: general.overview.average_progress,
    completionRate: general.overview.completion_rate,
    activeStudents: general.overview.active_students,
    todaySessions: recent?.today ?? 0,
    weeklyTrend: percentChange(thisWeek, lastWeek),
    weeklySessions: { thisWeek, lastWeek },
  };
}
