import { INSTITUTION_MESSAGES } from '#contract/institutions';
import { institutions } from '#contract/institutions-endpoints';
import { currentUser, requireAuth } from '#server/lib/auth';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { keepAnswerIn } from '#server/lib/idempotency';
import { assertInstitutionInScope, scopeOf } from '#server/lib/scope';
import { idOr404 } from '#server/lib/sql-helpers';
import { institution } from '../analytics/analytics.handlers';
import { createInstitution, deleteInstitution, listInstitutions, updateInstitution } from './institutions.service';
import { institutionDetail } from './institutions.view';

const admins = [requireAuth('admin')];
const readers = [requireAuth('admin', 'institution_manager')];
const institutionId = (id: string) => idOr404(id, INSTITUTION_MESSAGES.notFound);

/**
 * /api/institutions: admins see and change all; institution managers read their own. GET /{id}/analytics is the
 * analytics area's and hands off to it.
 */
export const institutionsRoutes = endpointRoutes('/institutions')
  .serve(institutions.list, readers, async (c, { query }) => listInstitutions(c.var.db, await scopeOf(c), query))
  .serve(institutions.create, admins, async (c, { body }) => ({
    // Its answer kept with it: a repeat after a crash gets it rather than making a second institution.
    institution: await createInstitution(c.var.db, currentUser(c), body, (tx, institution) =>
      keepAnswerIn(tx, c, 201, { institution }),
    ),
  }))
  .serve(institutions.get, readers, async (c, { params }) => {
    const id = institutionId(params.id);
    assertInstitutionInScope(await scopeOf(c), id);
    return { institution: await institutionDetail(c.var.db, id) };
  })
  .serve(institutions.update, admins, async (c, { params, body }) => ({
    institution: await updateInstitution(c.var.db, currentUser(c), institutionId(params.id), body),
  }))
  .serve(institutions.delete, admins, async (c, { params }) => {
    await deleteInstitution(c.var.db, currentUser(c), institutionId(params.id));
    return { message: 'Institution deleted successfully' };
  })
  .serve(institutions.analytics, readers, async (c, { params, query }) =>
    institution(c.var.db, await scopeOf(c), params.id, query),
  ).router;
