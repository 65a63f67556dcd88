import * as v from 'valibot';
import { endpoint, FILE_ANSWER } from './endpoint';
import { MessageAnswerSchema } from './errors';
import {
  CancelSessionSchema,
  CloseSessionSchema,
  EndSessionSchema,
  LiveSessionsQuerySchema,
  ProgressBatchSchema,
  ProgressUpdateSchema,
  SessionFilterSchema,
  SessionListQuerySchema,
  SessionRecordSchema,
  SessionUpdateSchema,
  StartSlideSessionSchema,
  UpdateSlideSchema,
} from './sessions';
import {
  ClassSessionDetailSchema,
  ClassSessionViewSchema,
  LiveSessionsResponseSchema,
  MarkIssueSchema,
  ProgressResultSchema,
  SessionListResponseSchema,
  StartSlideSessionResponseSchema,
} from './sessions-types';
import { UnsentFileSchema, UnsentLoadResponseSchema } from './unsent-changes';

const applied = v.boolean();
const sessionAnswer = v.strictObject({ session: ClassSessionViewSchema });

/** The answer of End Session: the session as it ended, and the roll call's marks the server did not take. */
export const EndSessionAnswerSchema = v.strictObject({
  session: ClassSessionViewSchema,
  message: v.string(),
  applied,
  mark_issues: v.array(MarkIssueSchema),
});
export type EndSessionAnswer = v.InferOutput<typeof EndSessionAnswerSchema>;

/** Teaching sessions (spec 03 §2 Start/Edit/My Sessions): the live calls, replayable from the outbox, and records. */
export const sessions = {
  startSlideSession: endpoint({
    method: 'POST',
    path: '/class-sessions/start-slide-session',
    body: StartSlideSessionSchema,
    answer: StartSlideSessionResponseSchema,
  }),
  updateSlide: endpoint({
    method: 'PUT',
    path: '/class-sessions/:id/update-slide',
    body: UpdateSlideSchema,
    answer: v.strictObject({ session: ClassSessionViewSchema, applied }),
  }),
  endSession: endpoint({
    method: 'POST',
    path: '/class-sessions/:id/end-session',
    body: EndSessionSchema,
    answer: EndSessionAnswerSchema,
  }),
  live: endpoint({
    method: 'GET',
    path: '/class-sessions/live',
    query: LiveSessionsQuerySchema,
    answer: LiveSessionsResponseSchema,
  }),
  close: endpoint({
    method: 'POST',
    path: '/class-sessions/:id/close',
    body: CloseSessionSchema,
    answer: v.strictObject({ session: ClassSessionViewSchema, applied }),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/class-sessions/:id/cancel',
    body: CancelSessionSchema,
    answer: v.strictObject({ message: v.string(), applied }),
  }),
  loadUnsentChanges: endpoint({
    method: 'POST',
    path: '/class-sessions/unsent-changes',
    body: UnsentFileSchema,
    answer: UnsentLoadResponseSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/class-sessions',
    query: SessionListQuerySchema,
    answer: SessionListResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/class-sessions',
    body: SessionRecordSchema,
    answer: sessionAnswer,
    status: 201,
  }),
  /** The history as CSV (text/csv, an attachment). */
  export: endpoint({ method: 'GET', path: '/class-sessions/export', query: SessionFilterSchema, answer: FILE_ANSWER }),
  get: endpoint({
    method: 'GET',
    path: '/class-sessions/:id',
    answer: v.strictObject({ session: ClassSessionDetailSchema }),
  }),
  update: endpoint({ method: 'PUT', path: '/class-sessions/:id', body: SessionUpdateSchema, answer: sessionAnswer }),
  delete: endpoint({ method: 'DELETE', path: '/class-sessions/:id', answer: MessageAnswerSchema }),
};

/** Where each class stands in its deck (spec 01 §7 Session progress): results only for classes in scope. */
export const sessionProgress = {
  batch: endpoint({
    method: 'POST',
    path: '/session-progress/batch',
    body: ProgressBatchSchema,
    answer: v.strictObject({ results: v.array(ProgressResultSchema) }),
  }),
  school: endpoint({
    method: 'GET',
    path: '/session-progress/school/:id',
    answer: v.strictObject({ school_id: v.string(), results: v.array(ProgressResultSchema) }),
  }),
  get: endpoint({ method: 'GET', path: '/session-progress/:schoolId/:classLevel', answer: ProgressResultSchema }),
  put: endpoint({
    method: 'PUT',
    path: '/session-progress/:schoolId/:classLevel',
    body: ProgressUpdateSchema,
    answer: ProgressResultSchema,
  }),
};
