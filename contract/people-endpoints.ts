import { StudentProgressSchema } from './analytics-people-types';
import { RejectSchema } from './approvals';
import { endpoint } from './endpoint';
import { MessageAnswerSchema } from './errors';
import {
  SchoolManagerListQuerySchema,
  SchoolManagerListResponseSchema,
  StudentListQuerySchema,
  StudentListResponseSchema,
  TeacherListQuerySchema,
  TeacherListResponseSchema,
} from './people';
import {
  CreateUserSchema,
  UpdateUserSchema,
  UpdateUserStatusSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserResponseSchema,
} from './people-accounts';
import { ImportResponseSchema, SignInCardResponseSchema } from './students-import';

/** User accounts (spec 02 §4): admins manage them; others read the people in their scope (`get`). */
export const users = {
  list: endpoint({ method: 'GET', path: '/users', query: UserListQuerySchema, answer: UserListResponseSchema }),
  listForInstitution: endpoint({
    method: 'GET',
    path: '/users/institution/:id',
    query: UserListQuerySchema,
    answer: UserListResponseSchema,
  }),
  create: endpoint({ method: 'POST', path: '/users', body: CreateUserSchema, answer: UserResponseSchema, status: 201 }),
  get: endpoint({ method: 'GET', path: '/users/:id', answer: UserResponseSchema }),
  /** A full replacement, without the password. */
  update: endpoint({ method: 'PUT', path: '/users/:id', body: UpdateUserSchema, answer: UserResponseSchema }),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/users/:id/status',
    body: UpdateUserStatusSchema,
    answer: UserResponseSchema,
  }),
  /** Deletes a pending account; its teacher application keeps the reason (issue 16). */
  reject: endpoint({ method: 'POST', path: '/users/:id/reject', body: RejectSchema, answer: MessageAnswerSchema }),
  delete: endpoint({ method: 'DELETE', path: '/users/:id', answer: MessageAnswerSchema }),
};

/** The teachers in the caller's scope. */
export const teachers = {
  list: endpoint({
    method: 'GET',
    path: '/teachers',
    query: TeacherListQuerySchema,
    answer: TeacherListResponseSchema,
  }),
};

/** Students: the list in the caller's scope (a teacher's classes for teachers), the bulk import and sign-in cards. */
export const students = {
  list: endpoint({
    method: 'GET',
    path: '/students',
    query: StudentListQuerySchema,
    answer: StudentListResponseSchema,
  }),
  /** Multipart (csvFile, school_id), read by the handler itself; a 400 with no valid row lists invalid_records. */
  import: endpoint({ method: 'POST', path: '/students/import', answer: ImportResponseSchema }),
  /** The class's place in its deck, attendance, achievements, upcoming topics (spec 01 §7). */
  progress: endpoint({ method: 'GET', path: '/students/:id/progress', answer: StudentProgressSchema }),
  /** A new one-time sign-in code for a student who lost their card (the old one stops working). */
  issueSignInCard: endpoint({ method: 'POST', path: '/students/:id/sign-in-card', answer: SignInCardResponseSchema }),
};

/** The school managers in the caller's scope. */
export const schoolManagers = {
  list: endpoint({
    method: 'GET',
    path: '/school-managers',
    query: SchoolManagerListQuerySchema,
    answer: SchoolManagerListResponseSchema,
  }),
};
