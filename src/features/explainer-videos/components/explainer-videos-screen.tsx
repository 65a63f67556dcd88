import { useLingui } from '@lingui/react/macro';
import { Alert, Grid, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  type ExplainerVideo,
  GenerateVideoSchema,
  VIDEO_MESSAGES,
  type VideoDuration,
} from '#contract/explainer-videos';
import { PageHeader } from '#src/components/page-header';
import { contractText } from '#src/i18n/contract-text';
import { validateWith } from '#src/lib/form-errors';
import { notify } from '#src/lib/notify';
import { useMyVideos } from '../api/list-videos';
import { useVideoSetup } from '../api/video-setup';
import { fetchVideoStatus } from '../api/video-status';
import { downloadVideo } from '../download-video';
import { useVideoPolling } from '../use-video-polling';
import { useVideoRequest } from '../use-video-request';
import { noCourseMaterialText } from '../video-source-label';
import { MyVideosCard } from './my-videos-card';
import { NoMaterialNotice } from './no-material-notice';
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
  const list = useMyVideos(page);
  const setup = useVideoSetup();
  const current = useVideoPolling();
  const video = current.video;
  const asked = useVideoRequest(current.show);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const cannotMake = setup.data?.ready === false;
  const { t } = useLingui();

  // Coming back while a video is still being made: show it and keep polling.
  const resumed = useRef(false);
  useEffect(() => {
    const newest = list.data?.data[0];
    if (resumed.current || !list.data) return;
    resumed.current = true;
    if (newest?.status === 'processing' && !current.video) current.show(newest);
  }, [list.data, current]);

  function start(input: { prompt: string; targetDuration: VideoDuration }, source?: ExplainerVideo['source']) {
    const checked = validateWith(GenerateVideoSchema, input);
    if (!checked.ok) {
      asked.dismiss();
      setPromptError(checked.errors.prompt);
      notify.error(
        contractText(checked.errors.prompt ?? checked.errors.targetDuration ?? VIDEO_MESSAGES.promptRequired),
      );
      return;
    }
    const { prompt: text, targetDuration } = checked.output;
    void asked.request({ prompt: text, targetDuration }, source);
  }

  const editPrompt = (p: string) => {
    setPrompt(p);
    setPromptError(undefined);
    asked.dismiss();
  };

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
    start({ prompt: v.prompt, targetDuration: v.targetDuration }, v.source);
  };

  return (
    <>
      <PageHeader title={t`Explainer Videos`} subtitle={t`Turn a topic into a short explainer video`} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {cannotMake && (
              <Alert
                color="orange"
                variant="light"
                radius="md"
                icon={<IconAlertTriangle size={20} />}
                title={t`Videos cannot be made on this server yet`}
              >
                {setup.data?.message && contractText(setup.data.message)}
              </Alert>
            )}
            <VideoRequestCard
              prompt={prompt}
              duration={duration}
              error={promptError && contractText(promptError)}
              busy={asked.busy}
              disabled={cannotMake}
              promptRef={promptRef}
              onPrompt={editPrompt}
              onDuration={setDuration}
              onGenerate={() => start({ prompt, targetDuration: duration })}
            />
            {asked.noMaterial && (
              <NoMaterialNotice
                message={noCourseMaterialText(asked.noMaterial.topic)}
                busy={asked.busy}
                disabled={cannotMake}
                onFromPrompt={asked.fromPrompt}
                onEdit={() => promptRef.current?.focus()}
              />
            )}
            {video && current.timedOut && (
              <VideoFailedCard
                message={contractText(VIDEO_MESSAGES.timedOut)}
                prompt={video.prompt}
                busy={asked.busy}
                onTryAgain={() => tryAgain(video)}
              />
            )}
            {video?.status === 'processing' && !current.timedOut && <VideoProgressCard video={video} />}
            {video?.status === 'completed' && <VideoResultCard video={video} onDownload={() => download(video)} />}
            {video?.status === 'failed' && (
              <VideoFailedCard
                message={contractText(VIDEO_MESSAGES.failed)}
                detail={video.error && contractText(video.error)}
                prompt={video.prompt}
                busy={asked.busy}
                onTryAgain={() => tryAgain(video)}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ExamplePromptsCard onPick={editPrompt} />
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
