import { RangeQuerySchema } from './analytics';
import { InstitutionAnalyticsSchema } from './analytics-types';
import { endpoint } from './endpoint';
import { MessageAnswerSchema } from './errors';
import {
  CreateInstitutionSchema,
  InstitutionListQuerySchema,
  InstitutionListResponseSchema,
  InstitutionResponseSchema,
  UpdateInstitutionSchema,
} from './institutions';

/** Institutions (spec 02 Institutions): admins see and change all, institution managers read their own. */
export const institutions = {
  list: endpoint({
    method: 'GET',
    path: '/institutions',
    query: InstitutionListQuerySchema,
    answer: InstitutionListResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/institutions',
    body: CreateInstitutionSchema,
    answer: InstitutionResponseSchema,
    status: 201,
  }),
  get: endpoint({ method: 'GET', path: '/institutions/:id', answer: InstitutionResponseSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/institutions/:id',
    body: UpdateInstitutionSchema,
    answer: InstitutionResponseSchema,
  }),
  /** Only an institution without schools or sessions (409 otherwise). */
  delete: endpoint({ method: 'DELETE', path: '/institutions/:id', answer: MessageAnswerSchema }),
  /** The same answer as GET /analytics/institution/{id}. */
  analytics: endpoint({
    method: 'GET',
    path: '/institutions/:id/analytics',
    query: RangeQuerySchema,
    answer: InstitutionAnalyticsSchema,
  }),
};
