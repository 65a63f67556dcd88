import { Hono } from 'hono';
import { RangeQuerySchema } from '#contract/analytics';
import { institution } from '../analytics/analytics.handlers';
import {
  CreateInstitutionSchema,
  INSTITUTION_MESSAGES,
  InstitutionListQuerySchema,
  UpdateInstitutionSchema,
} from '#contract/institutions';
import { currentUser, requireAuth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import { assertInstitutionInScope, scopeOf } from '#server/lib/scope';
import { validBody, validQuery } from '#server/lib/validate';
import { idOr404 } from '#server/lib/sql-helpers';
import { createInstitution, deleteInstitution, listInstitutions, updateInstitution } from './institutions.service';
import { institutionDetail } from './institutions.view';

/**
 * /api/institutions: admins see and change all; institution managers read their own. GET /{id}/analytics is the
 * analytics area's and hands off to it.
 */
export const institutionsRoutes = new Hono<AppEnv>()
  .get('/', requireAuth('admin', 'institution_manager'), validQuery(InstitutionListQuerySchema), async (c) => {
    return c.json(await listInstitutions(c.var.db, await scopeOf(c), c.req.valid('query')));
  })
  .post('/', requireAuth('admin'), validBody(CreateInstitutionSchema), async (c) => {
    const institution = await createInstitution(c.var.db, currentUser(c), c.req.valid('json'));
    return c.json({ institution }, 201);
  })
  .get('/:id', requireAuth('admin', 'institution_manager'), async (c) => {
    const id = idOr404(c.req.param('id'), INSTITUTION_MESSAGES.notFound);
    assertInstitutionInScope(await scopeOf(c), id);
    return c.json({ institution: await institutionDetail(c.var.db, id) });
  })
  .put('/:id', requireAuth('admin'), validBody(UpdateInstitutionSchema), async (c) => {
    const id = idOr404(c.req.param('id'), INSTITUTION_MESSAGES.notFound);
    return c.json({ institution: await updateInstitution(c.var.db, currentUser(c), id, c.req.valid('json')) });
  })
  .delete('/:id', requireAuth('admin'), async (c) => {
    const id = idOr404(c.req.param('id'), INSTITUTION_MESSAGES.notFound);
    await deleteInstitution(c.var.db, currentUser(c), id);
    return c.json({ message: 'Institution deleted successfully' });
  })
  .get('/:id/analytics', requireAuth('admin', 'institution_manager'), validQuery(RangeQuerySchema), async (c) =>
    c.json(await institution(c.var.db, await scopeOf(c), c.req.param('id'), c.req.valid('query'))),
  );
