import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PROGRESS_COMBINATIONS } from '#contract/sessions';
import type { ProgressResult } from '#contract/sessions-types';
import { api } from '#src/lib/api-client';
import { sessionProgressKeys } from '#src/lib/queries/sessions';

export type ClassPair = { schoolId: string; classLevel: string };

/**
 * POST /api/session-progress/batch in chunks of 200 pairs (spec 01 §7, §9). A failed chunk is logged and
 * skipped: its classes are reported as missing rather than failing the whole list.
 */
export async function fetchClassProgress(
  pairs: ClassPair[],
): Promise<{ results: ProgressResult[]; failedChunks: number }> {
  const chunks: ClassPair[][] = [];
  for (let i = 0; i < pairs.length; i += MAX_PROGRESS_COMBINATIONS)
    chunks.push(pairs.slice(i, i + MAX_PROGRESS_COMBINATIONS));
  const answers = await Promise.all(
    chunks.map((combinations) =>
      api
        .post('session-progress/batch', { json: { combinations } })
        .json<{ results: ProgressResult[] }>()
        .catch((error: unknown) => {
          console.error('Class progress: a batch of', combinations.length, 'classes failed', error);
          return null;
        }),
    ),
  );
  if (chunks.length > 0 && answers.every((a) => a === null)) throw new Error('Failed to load class progress');
  return {
    results: answers.flatMap((a) => a?.results ?? []),
    failedChunks: answers.filter((a) => a === null).length,
  };
}

export const classProgressQuery = (pairs: ClassPair[]) =>
  queryOptions({
    queryKey: sessionProgressKeys.batch(pairs),
    queryFn: () => fetchClassProgress(pairs),
    staleTime: 0,
  });

export const useClassProgress = (pairs: ClassPair[]) =>
  useQuery({ ...classProgressQuery(pairs), enabled: pairs.length > 0 });
