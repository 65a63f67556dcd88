import type { ProgressResult } from '#contract/sessions-types';
import { api } from '#src/lib/api-client';

/**
 * GET /api/session-progress/{school}/{class}: the slide the class was last on, as the server knows it (another
 * device may have taught it). A short timeout: on a patchy connection the class starts from the device's copy.
 */
export async function fetchClassResume(key: { schoolId: string; classLevel: string }): Promise<number> {
  const result = await api
    .get(`session-progress/${encodeURIComponent(key.schoolId)}/${encodeURIComponent(key.classLevel)}`, {
      timeout: 4_000,
    })
    .json<ProgressResult>();
  return result.progress.lastSlideVisited;
}
