import { useRef, useState } from 'react';
import {
  type ExplainerVideo,
  VIDEO_MESSAGES,
  type VideoDuration,
  type VideoSourceKind,
} from '#contract/explainer-videos';
import { contractText } from '#src/i18n/contract-text';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useGenerateVideo } from './api/generate-video';
import { fetchVideoSources } from './api/video-sources';
import { noCourseMaterialTopic } from './video-source-label';

export type VideoRequest = { prompt: string; targetDuration: VideoDuration };
/**
 * No slide covers the prompt: the topic the server read in it (the screen says 'No course material covers
 * "{topic}" yet' in the reader's language), and the request to make from the prompt alone if asked.
 */
export type NoMaterial = { topic: string; request: VideoRequest };

/**
 * Asking for a video (issue 18). From the course: the slides for the prompt are looked up first; with none,
 * nothing is generated and `noMaterial` says so, until `fromPrompt()` makes it from the prompt alone or `dismiss()`
 * (the prompt changed). A 422 'No course material covers …' from generate (the decks changed meanwhile) does the same.
 */
export function useVideoRequest(onMade: (video: ExplainerVideo) => void) {
  const generate = useGenerateVideo();
  const [noMaterial, setNoMaterial] = useState<NoMaterial | null>(null);
  const [checking, setChecking] = useState(false);
  // Each request or dismissal bumps the round: an answer to an older round is ignored.
  const round = useRef(0);

  function make(request: VideoRequest, source: VideoSourceKind, mine: number) {
    generate.mutate(
      { ...request, source },
      {
        onSuccess: ({ video }) => {
          onMade(video);
          if (video.status === 'completed') notify.success(contractText(VIDEO_MESSAGES.generated));
          else if (video.status === 'failed') notify.error(contractText(VIDEO_MESSAGES.failed));
        },
        onError: (error) => {
          const topic = source === 'course' ? noCourseMaterialTopic(error) : null;
          if (topic !== null && mine === round.current) setNoMaterial({ topic, request });
          else if (topic === null) notify.error(contractText(errorMessage(error, VIDEO_MESSAGES.generateFailed)));
        },
      },
    );
  }

  /** A validated request. 'prompt' (Try Again on such a video) skips the course look-up. */
  async function request(next: VideoRequest, source: VideoSourceKind = 'course') {
    const mine = ++round.current;
    setNoMaterial(null);
    if (source === 'prompt') return make(next, 'prompt', mine);
    setChecking(true);
    try {
      const { topic, slides } = await fetchVideoSources(next.prompt);
      if (mine !== round.current) return;
      if (slides.length === 0) return setNoMaterial({ topic, request: next });
    } catch (error) {
      // The server checks again when generating, and answers 422 if nothing covers the prompt.
      console.error('Explainer video sources failed', error);
      if (mine !== round.current) return;
    } finally {
      if (mine === round.current) setChecking(false);
    }
    make(next, 'course', mine);
  }

  function dismiss() {
    round.current += 1;
    setChecking(false);
    setNoMaterial(null);
  }

  function fromPrompt() {
    if (!noMaterial) return;
    const mine = ++round.current;
    setNoMaterial(null);
    make(noMaterial.request, 'prompt', mine);
  }

  return { request, fromPrompt, dismiss, noMaterial, busy: checking || generate.isPending };
}
