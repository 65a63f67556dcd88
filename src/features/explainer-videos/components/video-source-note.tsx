import { Plural, useLingui } from '@lingui/react/macro';
import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessage, IconPresentation } from '@tabler/icons-react';
import type { ExplainerVideo } from '#contract/explainer-videos';
import { madeFromText, slideLabel } from '../video-source-label';

type Props = { video: Pick<ExplainerVideo, 'source' | 'slides'>; compact?: boolean };

/**
 * What a video is made from: the course slides (every one listed, or one compact line), or a clear
 * 'Made from your prompt alone' label. Nothing for an older course video that names no slides.
 */
export function VideoSourceNote({ video, compact }: Props) {
  const { t } = useLingui();
  const line = madeFromText(video);
  if (!line) return null;
  const prompt = video.source === 'prompt';
  const icon = (
    <ThemeIcon variant="light" color={prompt ? 'yellow' : 'teal'} size={22} radius="xl" aria-hidden>
      {prompt ? <IconMessage size={14} /> : <IconPresentation size={14} />}
    </ThemeIcon>
  );
  if (prompt || compact) {
    return (
      <Group gap={8} wrap="nowrap" align="flex-start">
        {icon}
        <Text size="sm" c={prompt ? 'yellow.9' : undefined} fw={prompt ? 500 : undefined} style={{ minWidth: 0 }}>
          {line}
        </Text>
      </Group>
    );
  }
  const slides = video.slides.length;
  return (
    <Stack gap={4}>
      <Group gap={8} wrap="nowrap">
        {icon}
        <Text size="sm" fw={500}>
          <Plural value={slides} one="Made from this slide" other="Made from these # slides" />
        </Text>
      </Group>
      <List size="sm" spacing={2} pl={30} aria-label={t`Slides the video is made from`}>
        {video.slides.map((s) => (
          <List.Item key={`${s.classNumber}:${s.slideNumber}`}>{slideLabel(s)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
