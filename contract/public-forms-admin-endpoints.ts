import * as v from 'valibot';
import { ConvertApplicationSchema, RejectSchema } from './approvals';
import { endpoint } from './endpoint';
import { MessageAnswerSchema } from './errors';
import { PageQuerySchema, pagedSchema } from './pagination';
import { UserResponseSchema } from './people-accounts';
import { VerifiedApplicationSchema, VerifiedEnquirySchema } from './public-forms-answers';

/** The verified submissions, for admins: newest first; an application converts into a pending teacher account. */
export const publicFormsAdmin = {
  enquiries: endpoint({
    method: 'GET',
    path: '/public-forms/enquiries',
    query: PageQuerySchema,
    answer: pagedSchema(VerifiedEnquirySchema),
  }),
  applications: endpoint({
    method: 'GET',
    path: '/public-forms/teacher-applications',
    query: PageQuerySchema,
    answer: pagedSchema(VerifiedApplicationSchema),
  }),
  application: endpoint({
    method: 'GET',
    path: '/public-forms/teacher-applications/:id',
    answer: v.strictObject({ application: VerifiedApplicationSchema }),
  }),
  /** Creates the pending teacher account with its teaching assignments. */
  convertApplication: endpoint({
    method: 'POST',
    path: '/public-forms/teacher-applications/:id/convert',
    body: ConvertApplicationSchema,
    answer: UserResponseSchema,
    status: 201,
  }),
  /** Rejects it with a reason, with its pending account if one was made. */
  rejectApplication: endpoint({
    method: 'POST',
    path: '/public-forms/teacher-applications/:id/reject',
    body: RejectSchema,
    answer: MessageAnswerSchema,
  }),
};
