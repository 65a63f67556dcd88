import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { type ExplainerVideo, SCENE_SECONDS } from '../../../../contract/explainer-videos';
import { formatDateTime } from '../../../lib/format';

type Props = { video: ExplainerVideo; onDownload: () => Promise<void> };

/** The finished video: a player on the stream link, Download and Open in New Tab. */
export function VideoResultCard({ video, onDownload }: Props) {
  const [downloading, setDownloading] = useState(false);
  const src = video.streamUrl ?? video.videoUrl ?? undefined;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your video
        </Title>
        <Box bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', lineHeight: 0 }}>
          {/* Explainer videos have no speech, so there is nothing to caption. */}
          {/* biome-ignore lint/a11y/useMediaCaption: the video is silent */}
          <video
            key={video.videoId}
            src={src}
            poster={video.thumbnailUrl ?? undefined}
            controls
            preload="metadata"
            playsInline
            aria-label={`Explainer video: ${video.prompt}`}
            style={{ width: '100%', aspectRatio: '16 / 9', display: 'block' }}
          />
        </Box>
        <Text size="sm" lineClamp={3}>
          {video.prompt}
        </Text>
        <Text size="xs" c="dimmed">
          {video.totalScenes} scenes · {video.totalScenes * SCENE_SECONDS} seconds · {formatDateTime(video.createdAt)}
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconDownload size={16} />}
            loading={downloading}
            onClick={async () => {
              setDownloading(true);
              await onDownload().finally(() => setDownloading(false));
            }}
          >
            Download
          </Button>
          <Button
            component="a"
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            Open in New Tab
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
