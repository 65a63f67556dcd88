import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ExplainerVideo, VideoStatus } from '#contract/explainer-videos';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { formatDateTime } from '#src/lib/format';
import type { useMyVideos } from '../api/list-videos';
import { shortSourceLabel } from '../video-source-label';
import { DataLoader } from '#src/components/network/not-on-device';

const STATUS: Record<VideoStatus, { color: string; label: (v: ExplainerVideo, i18n: I18n) => string }> = {
  processing: {
    color: 'blue',
    label: ({ sceneProgress: progress }, i18n) => i18n._(msg`Processing ${progress}%`),
  },
  completed: { color: 'green', label: (_, i18n) => i18n._(msg`Completed`) },
  failed: { color: 'red', label: (_, i18n) => i18n._(msg`Failed`) },
};

type Props = {
  query: ReturnType<typeof useMyVideos>;
  page: number;
  onPage: (page: number) => void;
  /** The video on screen, fresher than the list while it is polled. */
  current: ExplainerVideo | null;
  onOpen: (video: ExplainerVideo) => void;
};

/** The caller's earlier videos, newest first; Open shows one above (with fresh links). */
export function MyVideosCard({ query, page, onPage, current, onOpen }: Props) {
  const videos = (query.data?.data ?? []).map((v) => (v.videoId === current?.videoId ? current : v));
  const { i18n, t } = useLingui();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Your videos</Trans>
      </Title>
      {query.isPending ? (
        <Center py="lg">
          <DataLoader size="sm" />
        </Center>
      ) : query.isError && !query.data ? (
        <Group gap="sm">
          <Text c="red" size="sm">
            <Trans>Could not load your videos.</Trans>
          </Text>
          <Button size="xs" variant="light" onClick={() => query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Group>
      ) : videos.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>You have not generated any videos yet. Your videos will be listed here.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          {videos.map((v) => {
            const { prompt, targetDuration: seconds } = v;
            const created = formatDateTime(v.createdAt);
            return (
              <Group key={v.videoId} gap="sm" wrap="nowrap" align="center">
                <Box
                  visibleFrom="xs"
                  w={96}
                  h={54}
                  bg="dark.6"
                  style={{ borderRadius: 6, overflow: 'hidden', flexShrink: 0 }}
                >
                  {v.thumbnailUrl && (
                    <img src={v.thumbnailUrl} alt="" width={96} height={54} style={{ objectFit: 'cover' }} />
                  )}
                </Box>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {v.prompt}
                  </Text>
                  <Group gap={6} style={{ rowGap: 2 }}>
                    <Badge size="xs" variant="light" color={STATUS[v.status].color}>
                      {STATUS[v.status].label(v, i18n)}
                    </Badge>
                    {shortSourceLabel(v) && (
                      <Badge size="xs" variant="outline" color={v.source === 'prompt' ? 'yellow.8' : 'teal'}>
                        {shortSourceLabel(v)}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {t`${seconds} s · ${created}`}
                    </Text>
                  </Group>
                </Stack>
                <Button
                  size="xs"
                  variant={v.videoId === current?.videoId ? 'filled' : 'default'}
                  leftSection={<IconPlayerPlay size={14} />}
                  onClick={() => onOpen(v)}
                  aria-label={t`Open video: ${prompt}`}
                >
                  <Trans>Open</Trans>
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      {query.data && query.data.pagination.totalPages > 1 && (
        <ListPagination
          page={page}
          totalPages={query.data.pagination.totalPages}
          total={query.data.pagination.total}
          noun={t`videos`}
          singular={t`video`}
          onChange={onPage}
        />
      )}
    </Paper>
  );
}
