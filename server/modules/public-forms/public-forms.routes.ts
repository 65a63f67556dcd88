import { Hono } from 'hono';
import { PageQuerySchema } from '#contract/pagination';
import { EnquirySchema, TeacherApplicationSchema, VerifyOtpSchema } from '#contract/public-forms';
import { requireAuth, currentUser } from '#server/lib/auth';
import { type AppEnv, clientAddress } from '#server/lib/context';
import { validBody, validQuery } from '#server/lib/validate';
import { submitForm, verifyForm } from './public-forms.service';
import { listVerified, verifiedApplication } from './verified-lists.service';
import { ConvertApplicationSchema, RejectSchema } from '#contract/approvals';
import { idOr404 } from '#server/lib/sql-helpers';
import { convertApplication, rejectApplication } from '../people/pending-accounts';

const APPLICATION_NOT_FOUND = 'Application not found';

/** Mounted at /api/public: no sign-in; the client's configurable public base URL points here by default. */
export const publicRoutes = new Hono<AppEnv>()
  .post('/enquiry/submit', validBody(EnquirySchema), async (c) =>
    c.json(await submitForm(c.var, 'enquiry', c.req.valid('json'), clientAddress(c))),
  )
  .post('/enquiry/verify-otp', validBody(VerifyOtpSchema), async (c) => {
    const { sessionId, otp } = c.req.valid('json');
    return c.json(await verifyForm(c.var, 'enquiry', sessionId, otp));
  })
  .post('/teacher-application/submit', validBody(TeacherApplicationSchema), async (c) =>
    c.json(await submitForm(c.var, 'teacher_application', c.req.valid('json'), clientAddress(c))),
  )
  .post('/teacher-application/verify-otp', validBody(VerifyOtpSchema), async (c) => {
    const { sessionId, otp } = c.req.valid('json');
    return c.json(await verifyForm(c.var, 'teacher_application', sessionId, otp));
  });

/** Mounted at /api/public-forms: the verified submissions, for admins. */
export const publicFormsAdminRoutes = new Hono<AppEnv>()
  .get('/enquiries', requireAuth('admin'), validQuery(PageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await listVerified(c.var.db, 'enquiry', page, limit));
  })
  .get('/teacher-applications', requireAuth('admin'), validQuery(PageQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await listVerified(c.var.db, 'teacher_application', page, limit));
  })
  .get('/teacher-applications/:id', requireAuth('admin'), async (c) => {
    const id = idOr404(c.req.param('id'), APPLICATION_NOT_FOUND);
    return c.json({ application: await verifiedApplication(c.var.db, id) });
  })
  .post('/teacher-applications/:id/convert', requireAuth('admin'), validBody(ConvertApplicationSchema), async (c) => {
    const id = idOr404(c.req.param('id'), APPLICATION_NOT_FOUND);
    const { teaching_assignments } = c.req.valid('json');
    return c.json({ user: await convertApplication(c.var.db, currentUser(c), id, teaching_assignments) }, 201);
  })
  .post('/teacher-applications/:id/reject', requireAuth('admin'), validBody(RejectSchema), async (c) => {
    const id = idOr404(c.req.param('id'), APPLICATION_NOT_FOUND);
    await rejectApplication(c.var.db, currentUser(c), id, c.req.valid('json').reason);
    return c.json({ message: 'Application rejected' });
  });
