import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { type ExplainerVideo, SCENE_SECONDS, type VideoScene } from '#contract/explainer-videos';
import { VideoSourceNote } from './video-source-note';
import { percentText } from '#src/lib/format';

const SCENE_BADGE: Record<VideoScene['status'], { color: string; label: MessageDescriptor }> = {
  completed: { color: 'green', label: msg`Completed` },
  processing: { color: 'blue', label: msg`Processing` },
  pending: { color: 'gray', label: msg`Pending` },
};

function SceneIcon({ status }: { status: VideoScene['status'] }) {
  if (status === 'processing') return <Loader size={18} aria-hidden />;
  return (
    <ThemeIcon variant="transparent" color={status === 'completed' ? 'green' : 'gray'} size={20} aria-hidden>
      {status === 'completed' ? <IconCircleCheck size={20} /> : <IconCircleDashed size={20} />}
    </ThemeIcon>
  );
}

/** The video being made: what it is made from, overall progress and the status of each scene. */
export function VideoProgressCard({ video }: { video: ExplainerVideo }) {
  const { i18n, t } = useLingui();
  const { currentScene: finished, totalScenes: scenes } = video;
  const seconds = scenes * SCENE_SECONDS;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-live="polite">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            <Trans>Generating your video</Trans>
          </Title>
          <Badge variant="light">{percentText(video.sceneProgress)}</Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {video.prompt}
        </Text>
        <VideoSourceNote video={video} />
        <Progress value={video.sceneProgress} size="lg" striped animated aria-label={t`Video progress`} />
        <Text size="sm">
          {t`${finished} of ${plural(scenes, { one: '# scene', other: '# scenes' })} finished · ${plural(seconds, { one: '# second', other: '# seconds' })}`}
        </Text>
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {video.scenes.map((scene) => {
            const number = scene.sceneNumber;
            return (
              <Group key={scene.sceneNumber} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <SceneIcon status={scene.status} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    <Trans>Scene {number}</Trans>
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {scene.prompt}
                  </Text>
                </Stack>
                <Badge size="sm" variant="light" color={SCENE_BADGE[scene.status].color}>
                  {i18n._(SCENE_BADGE[scene.status].label)}
                </Badge>
              </Group>
            );
          })}
        </Stack>
        <Text size="xs" c="dimmed">
          <Trans>Generation runs in the background: you can leave this page and come back.</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
