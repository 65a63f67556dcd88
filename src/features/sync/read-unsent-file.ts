import { UNSENT_FILE_FORMAT, type UnsentFile } from '#contract/sync';
import { UNSENT_MESSAGES } from '#contract/sync-unsent-changes';

/** Reads a 'Save unsent changes' file chosen by an admin; throws the message to show when it is not one. */
export async function readUnsentFile(file: File): Promise<UnsentFile> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await file.text());
  } catch {
    throw new Error(UNSENT_MESSAGES.notAFile);
  }
  const candidate = parsed as Partial<UnsentFile> | null;
  if (candidate?.format !== UNSENT_FILE_FORMAT || !Array.isArray(candidate.changes) || !candidate.teacherId) {
    throw new Error(UNSENT_MESSAGES.notAFile);
  }
  return candidate as UnsentFile;
}
