import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateVideoInput } from '#contract/explainer-videos';
import { explainerVideos } from '#contract/explainer-videos-endpoints';
import { call } from '#src/lib/api-call';
import { videoKeys } from '#src/lib/queries/explainer-videos';

/**
 * POST /explainer-videos/generate: answers at once, completed or processing (spec 03 §4). No Idempotency-Key:
 * Try Again with the same prompt must start a new video, not replay the failed one.
 */
export const generateVideo = (input: GenerateVideoInput) => call(explainerVideos.generate, { body: input });

export function useGenerateVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.mine() }),
  });
}
