import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ExplainerVideo, VIDEO_MESSAGES, VIDEO_POLL } from '#contract/explainer-videos';
import { contractText } from '#src/i18n/contract-text';
import { notify } from '#src/lib/notify';
import { videoKeys } from '#src/lib/queries/explainer-videos';
import { fetchVideoStatus } from './api/video-status';

/**
 * The video on screen. While it is processing its status is polled every 5 s, at most 240 times (spec 03 §4);
 * polling stops on completed or failed; a failed poll is only logged; after the last poll it has timed out.
 */
export function useVideoPolling() {
  const queryClient = useQueryClient();
  const [video, setVideo] = useState<ExplainerVideo | null>(null);
  const [timedOutId, setTimedOutId] = useState<string | null>(null);
  const videoId = video?.videoId;
  const processing = video?.status === 'processing';

  useEffect(() => {
    if (!videoId || !processing) return;
    let polls = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      polls += 1;
      try {
        const { video: next } = await fetchVideoStatus(videoId);
        if (stopped) return;
        setVideo(next);
        if (next.status !== 'processing') {
          if (next.status === 'completed') notify.success(contractText(VIDEO_MESSAGES.ready));
          else notify.error(contractText(VIDEO_MESSAGES.failed));
          void queryClient.invalidateQueries({ queryKey: videoKeys.mine() });
          return;
        }
      } catch (error) {
        console.error('Explainer video status poll failed', error);
      }
      if (stopped) return;
      if (polls >= VIDEO_POLL.maxPolls) {
        setTimedOutId(videoId);
        notify.error(contractText(VIDEO_MESSAGES.timedOut));
        return;
      }
      timer = setTimeout(poll, VIDEO_POLL.intervalMs);
    };
    timer = setTimeout(poll, VIDEO_POLL.intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [videoId, processing, queryClient]);

  return {
    video,
    show: (next: ExplainerVideo | null) => {
      setTimedOutId(null);
      setVideo(next);
    },
    timedOut: Boolean(videoId && timedOutId === videoId),
  };
}
