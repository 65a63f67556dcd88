import { UNSENT_FILE_FORMAT, UNSENT_MESSAGES, type UnsentFileInput } from '#contract/unsent-changes';

/** A saved file as read: version 2, or version 1 from before issue 41 (the server takes both). */
export type SavedUnsentFile = UnsentFileInput['file'];

/** Reads a 'Save unsent changes' file chosen by an admin; throws the message to show when it is not one. */
export async function readUnsentFile(file: File): Promise<SavedUnsentFile> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw new Error(UNSENT_MESSAGES.notAFile);
  }
  const candidate = parsed as Partial<SavedUnsentFile> | null;
  if (candidate?.format !== UNSENT_FILE_FORMAT || !Array.isArray(candidate.changes) || !candidate.teacherId) {
    throw new Error(UNSENT_MESSAGES.notAFile);
  }
  return candidate as SavedUnsentFile;
}
