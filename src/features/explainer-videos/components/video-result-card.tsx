import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { type ExplainerVideo, SCENE_SECONDS } from '#contract/explainer-videos';
import { formatDateTime } from '#src/lib/format';
import { VideoSourceNote } from './video-source-note';

type Props = { video: ExplainerVideo; onDownload: () => Promise<void> };

/** The finished video: a narrated, captioned player on the stream link, what it is made from, Download and Open in New Tab. */
export function VideoResultCard({ video, onDownload }: Props) {
  const [downloading, setDownloading] = useState(false);
  const src = video.streamUrl ?? video.videoUrl ?? undefined;
  const { t } = useLingui();
  const { prompt, totalScenes: scenes } = video;
  const seconds = scenes * SCENE_SECONDS;
  const created = formatDateTime(video.createdAt);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Your video</Trans>
        </Title>
        <Box bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', lineHeight: 0 }}>
          {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there whenever the server has captions (videos made before narration have none) */}
          <video
            key={video.videoId}
            src={src}
            poster={video.thumbnailUrl ?? undefined}
            controls
            preload="metadata"
            playsInline
            aria-label={t`Explainer video: ${prompt}`}
            style={{ width: '100%', aspectRatio: '16 / 9', display: 'block' }}
          >
            {video.captionsUrl && (
              <track kind="captions" src={video.captionsUrl} srcLang="en" label={t`English`} default />
            )}
          </video>
        </Box>
        <Text size="sm" lineClamp={3}>
          {video.prompt}
        </Text>
        <VideoSourceNote video={video} compact />
        <Text size="xs" c="dimmed">
          {t`${plural(scenes, { one: '# scene', other: '# scenes' })} · ${plural(seconds, { one: '# second', other: '# seconds' })} · ${created}`}
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
            <Trans>Download</Trans>
          </Button>
          <Button
            component="a"
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            <Trans>Open in New Tab</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
