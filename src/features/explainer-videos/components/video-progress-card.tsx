import { Badge, Group, Loader, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { type ExplainerVideo, SCENE_SECONDS, type VideoScene } from '#contract/explainer-videos';
import { plural } from '#src/lib/format';
import { VideoSourceNote } from './video-source-note';

const SCENE_BADGE: Record<VideoScene['status'], { color: string; label: string }> = {
  completed: { color: 'green', label: 'Completed' },
  processing: { color: 'blue', label: 'Processing' },
  pending: { color: 'gray', label: 'Pending' },
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
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" aria-live="polite">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Generating your video
          </Title>
          <Badge variant="light">{video.sceneProgress}%</Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {video.prompt}
        </Text>
        <VideoSourceNote video={video} />
        <Progress value={video.sceneProgress} size="lg" striped animated aria-label="Video progress" />
        <Text size="sm">
          {video.currentScene} of {plural(video.totalScenes, 'scene')} finished ·{' '}
          {plural(video.totalScenes * SCENE_SECONDS, 'second')}
        </Text>
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {video.scenes.map((scene) => (
            <Group key={scene.sceneNumber} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <SceneIcon status={scene.status} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  Scene {scene.sceneNumber}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {scene.prompt}
                </Text>
              </Stack>
              <Badge size="sm" variant="light" color={SCENE_BADGE[scene.status].color}>
                {SCENE_BADGE[scene.status].label}
              </Badge>
            </Group>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          Generation runs in the background: you can leave this page and come back.
        </Text>
      </Stack>
    </Paper>
  );
}
