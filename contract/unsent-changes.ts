import { valued } from './valued';
import * as v from 'valibot';
import { UUID_PATTERN } from './list-query';

/**
 * POST /class-sessions/unsent-changes (admins): a file a teacher saved with 'Save unsent changes' on a device that
 * cannot reach the server (contract/outbox-calls.ts UnsentFile). Each change is checked and applied as if that teacher
 * had sent it, exactly once.
 */
export const UNSENT_MESSAGES = {
  notAFile: 'This is not a file of unsent changes saved by Pathshala',
  tooMany: 'A file holds at most 5000 changes',
  teacherNotFound: 'The teacher of this file was not found',
  notTeacher: 'The person of this file is not a teacher',
  teacherInactive: "The teacher's account is not active, so their changes cannot be applied",
  badPath: 'This change is not one the Pathshala outbox makes',
  applied: 'Applied',
  alreadyApplied: 'The server already had this change',
  /** The server's own failure, named: {reason} is one of the server's messages. */
  notApplied: valued<[string]>('Not applied: {reason}'),
} as const;

export const MAX_UNSENT_CHANGES = 5000;
/** The `format` of a saved file (contract/outbox-calls.ts unsentFile writes it). */
export const UNSENT_FILE_FORMAT = 'pathshala-unsent-changes';

const changeEntries = {
  idempotencyKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  sessionId: v.pipe(v.string(), v.regex(UUID_PATTERN)),
  clientTimestamp: v.pipe(v.string(), v.maxLength(40)),
  label: v.pipe(v.string(), v.maxLength(300)),
  body: v.record(v.string(), v.unknown()),
};
/**
 * A change of a version 2 file: the endpoint call (contract/outbox-calls.ts). Which endpoints, params and bodies
 * are allowed is checked change by change when it is applied (a wrong one is refused, the rest still load).
 */
const ChangeSchema = v.object({
  ...changeEntries,
  endpoint: v.pipe(v.string(), v.maxLength(100)),
  params: v.record(v.string(), v.pipe(v.string(), v.maxLength(100))),
});
/** A change of a version 1 file (written before issue 41): the request's kind, method and path. */
const ChangeV1Schema = v.object({
  ...changeEntries,
  kind: v.picklist(['start', 'position', 'end', 'cancel']),
  method: v.picklist(['POST', 'PUT']),
  path: v.pipe(v.string(), v.maxLength(200)),
});
const changes = <S extends v.GenericSchema>(change: S) =>
  v.pipe(v.array(change, UNSENT_MESSAGES.notAFile), v.maxLength(MAX_UNSENT_CHANGES, UNSENT_MESSAGES.tooMany));
const fileEntries = {
  format: v.literal(UNSENT_FILE_FORMAT, UNSENT_MESSAGES.notAFile),
  teacherId: v.pipe(v.string(UNSENT_MESSAGES.notAFile), v.regex(UUID_PATTERN, UNSENT_MESSAGES.notAFile)),
  teacherName: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  deviceId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64))), null),
  savedAt: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
};

export const UnsentFileSchema = v.object({
  fileName: v.pipe(v.optional(v.string(), 'unsent-changes.json'), v.maxLength(200)),
  file: v.variant(
    'version',
    [
      v.object({ ...fileEntries, version: v.literal(2), changes: changes(ChangeSchema) }),
      v.object({ ...fileEntries, version: v.literal(1), changes: changes(ChangeV1Schema) }),
    ],
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
