import { sessionProgress } from '#contract/sessions-endpoints';
import { call } from '#src/lib/api-call';

/**
 * GET /api/session-progress/{school}/{class}: the slide the class was last on, as the server knows it (another
 * device may have taught it). A short timeout: on a patchy connection the class starts from the device's copy.
 */
export async function fetchClassResume(key: { schoolId: string; classLevel: string }): Promise<number> {
  const result = await call(sessionProgress.get, { params: key }, { timeout: 4_000 });
  return result.progress.lastSlideVisited;
}
