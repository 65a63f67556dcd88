import * as v from 'valibot';
import { UNSENT_FILE_FORMAT } from './sync';
import { UUID_PATTERN } from './list-query';

/**
 * POST /class-sessions/unsent-changes (admins): a file a teacher saved with 'Save unsent changes' on a device that
 * cannot reach the server (contract/sync.ts UnsentFile). Each change is checked and applied as if that teacher
 * had sent it, exactly once.
 */
export const UNSENT_MESSAGES = {
  notAFile: 'This is not a file of unsent changes saved by Pathshala',
  tooMany: 'A file holds at most 5000 changes',
  teacherNotFound: 'The teacher of this file was not found',
  notTeacher: 'The person of this file is not a teacher',
  teacherInactive: "The teacher's account is not active, so their changes cannot be applied",
  badPath: 'This change is not one the Pathshala outbox makes',
} as const;

export const MAX_UNSENT_CHANGES = 5000;

const ChangeSchema = v.object({
  idempotencyKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  kind: v.picklist(['start', 'position', 'end', 'cancel']),
  sessionId: v.pipe(v.string(), v.regex(UUID_PATTERN)),
  clientTimestamp: v.pipe(v.string(), v.maxLength(40)),
  label: v.pipe(v.string(), v.maxLength(300)),
  method: v.picklist(['POST', 'PUT']),
  path: v.pipe(v.string(), v.maxLength(200)),
  body: v.record(v.string(), v.unknown()),
});

export const UnsentFileSchema = v.object({
  fileName: v.pipe(v.optional(v.string(), 'unsent-changes.json'), v.maxLength(200)),
  file: v.object(
    {
      format: v.literal(UNSENT_FILE_FORMAT, UNSENT_MESSAGES.notAFile),
      version: v.literal(1, UNSENT_MESSAGES.notAFile),
      teacherId: v.pipe(v.string(UNSENT_MESSAGES.notAFile), v.regex(UUID_PATTERN, UNSENT_MESSAGES.notAFile)),
      teacherName: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
      deviceId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
      savedAt: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
      changes: v.pipe(
        v.array(ChangeSchema, UNSENT_MESSAGES.notAFile),
        v.maxLength(MAX_UNSENT_CHANGES, UNSENT_MESSAGES.tooMany),
      ),
    },
    UNSENT_MESSAGES.notAFile,
  ),
});
export type UnsentFileInput = v.InferInput<typeof UnsentFileSchema>;

/** What happened to one change: applied now, applied before (by the device or an earlier load), or refused. */
export const UnsentOutcomeSchema = v.picklist(['applied', 'already applied', 'refused']);
export type UnsentOutcome = v.InferOutput<typeof UnsentOutcomeSchema>;
export const UnsentChangeResultSchema = v.strictObject({
  idempotencyKey: v.string(),
  kind: v.string(),
  sessionId: v.string(),
  label: v.string(),
  clientTimestamp: v.string(),
  outcome: UnsentOutcomeSchema,
  message: v.string(),
});
export type UnsentChangeResult = v.InferOutput<typeof UnsentChangeResultSchema>;
export const UnsentLoadResponseSchema = v.strictObject({
  teacher: v.strictObject({ _id: v.string(), name: v.string() }),
  fileName: v.string(),
  results: v.array(UnsentChangeResultSchema),
  summary: v.strictObject({ applied: v.number(), 'already applied': v.number(), refused: v.number() }),
});
export type UnsentLoadResponse = v.InferOutput<typeof UnsentLoadResponseSchema>;

/** The request an outbox change makes, checked: the path must be the one its kind and session id give. */
export function expectedRequest(kind: string, sessionId: string): { method: 'POST' | 'PUT'; path: string } | null {
  const id = sessionId.toLowerCase();
  switch (kind) {
    case 'start':
      return { method: 'POST', path: 'class-sessions/start-slide-session' };
    case 'position':
      return { method: 'PUT', path: `class-sessions/${id}/update-slide` };
    case 'end':
      return { method: 'POST', path: `class-sessions/${id}/end-session` };
    case 'cancel':
      return { method: 'POST', path: `class-sessions/${id}/cancel` };
    default:
      return null;
  }
}
