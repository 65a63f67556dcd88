import { Grid, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  type ExplainerVideo,
  GenerateVideoSchema,
  VIDEO_MESSAGES,
  type VideoDuration,
} from '../../../../contract/explainer-videos';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { validateWith } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useGenerateVideo } from '../api/generate-video';
import { useMyVideos } from '../api/list-videos';
import { fetchVideoStatus } from '../api/video-status';
import { downloadVideo } from '../download-video';
import { useVideoPolling } from '../use-video-polling';
import { MyVideosCard } from './my-videos-card';
import { ExamplePromptsCard, VideoTipsCard } from './video-help-cards';
import { VideoFailedCard } from './video-failed-card';
import { VideoProgressCard } from './video-progress-card';
import { VideoRequestCard } from './video-request-card';
import { VideoResultCard } from './video-result-card';

/** Fresh links when the ones we hold expire within a minute. */
async function withFreshLinks(video: ExplainerVideo): Promise<ExplainerVideo> {
  const expires = video.urlsExpireAt ? Date.parse(video.urlsExpireAt) : 0;
  if (video.status === 'completed' && expires > Date.now() + 60_000) return video;
  return (await fetchVideoStatus(video.videoId)).video;
}

/** /explainer-videos (spec 03 §2, §4, §7, §9). */
export function ExplainerVideosScreen() {
  const [prompt, setPrompt] = useState('');
  const [duration, setDuration] = useState<VideoDuration>(30);
  const [promptError, setPromptError] = useState<string>();
  const [page, setPage] = useState(1);
  const generate = useGenerateVideo();
  const list = useMyVideos(page);
  const current = useVideoPolling();
  const video = current.video;

  // Coming back while a video is still being made: show it and keep polling.
  const resumed = useRef(false);
  useEffect(() => {
    const newest = list.data?.data[0];
    if (resumed.current || !list.data) return;
    resumed.current = true;
    if (newest?.status === 'processing' && !current.video) current.show(newest);
  }, [list.data, current]);

  function start(input: { prompt: string; targetDuration: VideoDuration }) {
    const checked = validateWith(GenerateVideoSchema, input);
    if (!checked.ok) {
      setPromptError(checked.errors.prompt);
      notify.error(checked.errors.prompt ?? checked.errors.targetDuration ?? VIDEO_MESSAGES.promptRequired);
      return;
    }
    generate.mutate(checked.output, {
      onSuccess: ({ video: made }) => {
        current.show(made);
        if (made.status === 'completed') notify.success(VIDEO_MESSAGES.generated);
        else if (made.status === 'failed') notify.error(VIDEO_MESSAGES.failed);
      },
      onError: (error) => notify.error(errorMessage(error, VIDEO_MESSAGES.generateFailed)),
    });
  }

  async function open(chosen: ExplainerVideo) {
    try {
      current.show(await withFreshLinks(chosen));
    } catch {
      current.show(chosen);
    }
  }

  async function download(target: ExplainerVideo) {
    let fresh = target;
    try {
      fresh = await withFreshLinks(target);
    } catch (error) {
      console.error('Explainer video status failed before download', error);
    }
    await downloadVideo(fresh);
  }

  const tryAgain = (v: ExplainerVideo) => {
    setPrompt(v.prompt);
    setDuration(v.targetDuration);
    start({ prompt: v.prompt, targetDuration: v.targetDuration });
  };

  return (
    <>
      <PageHeader title="Explainer Videos" subtitle="Turn a topic into a short video for your class" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <VideoRequestCard
              prompt={prompt}
              duration={duration}
              error={promptError}
              busy={generate.isPending}
              onPrompt={(p) => {
                setPrompt(p);
                setPromptError(undefined);
              }}
              onDuration={setDuration}
              onGenerate={() => start({ prompt, targetDuration: duration })}
            />
            {video && current.timedOut && (
              <VideoFailedCard
                message={VIDEO_MESSAGES.timedOut}
                prompt={video.prompt}
                busy={generate.isPending}
                onTryAgain={() => tryAgain(video)}
              />
            )}
            {video?.status === 'processing' && !current.timedOut && <VideoProgressCard video={video} />}
            {video?.status === 'completed' && <VideoResultCard video={video} onDownload={() => download(video)} />}
            {video?.status === 'failed' && (
              <VideoFailedCard
                message={VIDEO_MESSAGES.failed}
                detail={video.error}
                prompt={video.prompt}
                busy={generate.isPending}
                onTryAgain={() => tryAgain(video)}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ExamplePromptsCard
              onPick={(p) => {
                setPrompt(p);
                setPromptError(undefined);
              }}
            />
            <VideoTipsCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={12}>
          <MyVideosCard query={list} page={page} onPage={setPage} current={video} onOpen={open} />
        </Grid.Col>
      </Grid>
    </>
  );
}
