import { sql } from 'drizzle-orm';
import type { ComprehensiveQuery, RangeQuery } from '#contract/analytics';
import type { GeneralAnalytics } from '#contract/analytics-types';
import { INSIGHT_MESSAGES as M } from '#contract/insight-messages';
import type { Db } from '#server/db/client';
import type { AuthUser } from '#server/lib/context';
import { forbidden, notFound } from '#server/lib/errors';
import { type Scope, canSeeInstitution, canSeeSchool } from '#server/lib/scope';
import { generalAnalytics } from './comprehensive.service';
import { institutionAnalytics } from './institution.service';
import { schoolAnalytics } from './school.service';
import { type Area, resolveRange } from './sql';
import { rows } from '#server/lib/sql-helpers';
import { isUuid } from '#contract/list-query';

/** Shared by /api/analytics/* and the /api/institutions/{id}/analytics, /api/schools/{id}/analytics aliases. */

async function exists(db: Db, table: 'institutions' | 'schools', id: string) {
  if (!isUuid(id)) return false;
  const found = await rows<{ id: string }>(db, sql`select id from ${sql.identifier(table)} where id = ${id}`);
  return found.length > 0;
}

async function assertInstitution(db: Db, scope: Scope, id: string) {
  if (!isUuid(id) || !canSeeInstitution(scope, id) || !(await exists(db, 'institutions', id)))
    throw notFound('Institution not found');
}

async function assertSchool(db: Db, scope: Scope, id: string) {
  if (!isUuid(id) || !canSeeSchool(scope, id) || !(await exists(db, 'schools', id))) throw notFound('School not found');
}

export async function comprehensive(
  db: Db,
  user: AuthUser,
  scope: Scope,
  query: ComprehensiveQuery,
): Promise<GeneralAnalytics> {
  const range = resolveRange(query);
  if (query.school_id) {
    await assertSchool(db, scope, query.school_id);
    return generalAnalytics(db, { kind: 'schools', ids: [query.school_id] }, range, 'school');
  }
  if (query.institution_id) {
    if (user.role === 'school_manager') throw forbidden(M.managersOwnSchools);
    await assertInstitution(db, scope, query.institution_id);
    return generalAnalytics(db, { kind: 'institutions', ids: [query.institution_id] }, range, 'institution');
  }
  if (scope.all) return generalAnalytics(db, { kind: 'system' }, range, 'system');
  const area: Area =
    user.role === 'institution_manager'
      ? { kind: 'institutions', ids: scope.institutionIds }
      : { kind: 'schools', ids: scope.schoolIds };
  return generalAnalytics(db, area, range, area.kind === 'institutions' ? 'institution' : 'school');
}

export async function institution(db: Db, scope: Scope, id: string, query: RangeQuery) {
  await assertInstitution(db, scope, id);
  return institutionAnalytics(db, id, resolveRange(query));
}

/** A teacher sees their own classes of the school; everyone else the whole school. */
export async function school(db: Db, user: AuthUser, scope: Scope, id: string, query: RangeQuery) {
  await assertSchool(db, scope, id);
  const classes = user.role === 'teacher' && !scope.all ? scope.classesBySchool?.get(id) : undefined;
  return schoolAnalytics(db, id, resolveRange(query), classes);
}
