import { publicFormsAdmin } from '#contract/public-forms-admin-endpoints';
import { publicForms } from '#contract/public-forms-endpoints';
import { currentUser, requireAuth } from '#server/lib/auth';
import { clientAddress, readerLocale } from '#server/lib/context';
import { endpointRoutes } from '#server/lib/endpoint-route';
import { idOr404 } from '#server/lib/sql-helpers';
import { convertApplication, rejectApplication } from '../people/pending-accounts';
import { submitForm, verifyForm } from './public-forms.service';
import { listApplications, listEnquiries, verifiedApplication } from './verified-lists.service';

const APPLICATION_NOT_FOUND = 'Application not found';
const admins = [requireAuth('admin')];

/** Mounted at /api/public: no sign-in; the client's configurable public base URL points here by default. */
export const publicRoutes = endpointRoutes('/public')
  .serve(publicForms.submitEnquiry, [], (c, { body }) =>
    submitForm(c.var, 'enquiry', body, clientAddress(c), readerLocale(c)),
  )
  .serve(publicForms.verifyEnquiry, [], (c, { body }) => verifyForm(c.var, 'enquiry', body.sessionId, body.otp))
  .serve(publicForms.submitApplication, [], (c, { body }) =>
    submitForm(c.var, 'teacher_application', body, clientAddress(c), readerLocale(c)),
  )
  .serve(publicForms.verifyApplication, [], (c, { body }) =>
    verifyForm(c.var, 'teacher_application', body.sessionId, body.otp),
  ).router;

/** Mounted at /api/public-forms: the verified submissions, for admins. */
export const publicFormsAdminRoutes = endpointRoutes('/public-forms')
  .serve(publicFormsAdmin.enquiries, admins, (c, { query }) => listEnquiries(c.var.db, query.page, query.limit))
  .serve(publicFormsAdmin.applications, admins, (c, { query }) => listApplications(c.var.db, query.page, query.limit))
  .serve(publicFormsAdmin.application, admins, async (c, { params }) => ({
    application: await verifiedApplication(c.var.db, idOr404(params.id, APPLICATION_NOT_FOUND)),
  }))
  .serve(publicFormsAdmin.convertApplication, admins, async (c, { params, body }) => {
    const id = idOr404(params.id, APPLICATION_NOT_FOUND);
    return { user: await convertApplication(c.var.db, currentUser(c), id, body.teaching_assignments) };
  })
  .serve(publicFormsAdmin.rejectApplication, admins, async (c, { params, body }) => {
    const id = idOr404(params.id, APPLICATION_NOT_FOUND);
    await rejectApplication(c.var.db, currentUser(c), id, body.reason);
    return { message: 'Application rejected' };
  }).router;
