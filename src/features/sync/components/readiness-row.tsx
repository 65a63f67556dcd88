import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudDownload, IconRefresh } from '@tabler/icons-react';
import { NeedsNetwork } from '#src/components/network/needs-network';
import { plural } from '#src/lib/format';
import { ago, mb } from '../format';
import type { ReadinessRow as Row, ReadinessState } from '../use-deck-readiness';

const BADGE: Record<ReadinessState, { label: string; color: string }> = {
  ready: { label: 'Ready offline', color: 'green' },
  update: { label: 'New version available', color: 'yellow' },
  downloading: { label: 'Downloading', color: 'blue' },
  missing: { label: 'Not on this device', color: 'gray' },
  'no-deck': { label: 'No slides uploaded yet', color: 'gray' },
  unknown: { label: 'Not on this device', color: 'gray' },
};

type Props = { row: Row; busy: boolean; onSync: () => void };

/** One deck (a grade) on the device: slides cached of total, size, version, last checked, and the action. */
export function ReadinessRow({ row, busy, onSync }: Props) {
  const { device, server, progress } = row;
  // The deck on the device counts against its own version; a newer version's download shows in the bar.
  const total = device?.totalSlides ?? server?.totalSlides ?? null;
  const cached = device?.cachedSlides ?? 0;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const complete = Boolean(device?.complete);
  const badge = row.state === 'downloading' && complete ? { label: 'Updating', color: 'blue' } : BADGE[row.state];

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Class ${row.grade} deck`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Text fw={700}>Class {row.grade} slides</Text>
            {row.classes.length > 0 ? (
              row.classes.map((line) => (
                <Text key={line} size="xs" c="dimmed">
                  Class {line}
                </Text>
              ))
            ) : (
              <Text size="xs" c="dimmed">
                Your classes of this grade
              </Text>
            )}
          </div>
          <Badge color={badge.color} variant="light" data-state={row.state}>
            {badge.label}
          </Badge>
        </Group>

        <Group gap="lg" wrap="wrap">
          <Figure label="Slides on this device" value={total === null ? `${cached}` : `${cached} of ${total}`} />
          <Figure label="Size" value={device ? mb(device.bytes) : server ? `${mb(server.totalBytes)} needed` : '—'} />
          <Figure label="Version" value={device ? `${device.version}` : server ? `${server.version} (server)` : '—'} />
          <Figure label="Last checked" value={ago(device?.checkedAt)} />
        </Group>

        {row.state === 'update' && server && (
          <Text size="sm" c="yellow.8">
            Version {server.version} is on the server ({plural(server.totalSlides, 'slide')}). This device keeps version{' '}
            {device?.version} until the new one is completely downloaded.
          </Text>
        )}
        {row.state === 'missing' && (
          <Text size="sm" c="red.8" role="note">
            These slides are not on this device
            {row.server ? ` (${plural(row.server.totalSlides, 'slide')}, ${mb(row.server.totalBytes)})` : ''}, so these
            classes cannot be taught offline. If they were here before, the browser cleared them to free space. They are
            downloaded again as soon as you are online.
          </Text>
        )}
        {row.state === 'no-deck' && (
          <Text size="sm" c="dimmed">
            No slides have been uploaded for Class {row.grade} yet.
          </Text>
        )}
        {progress && row.state === 'downloading' && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={`Downloading Class ${row.grade} slides`} animated striped />
            <Text size="xs" c="dimmed" aria-live="polite">
              {complete ? `Updating to version ${server?.version ?? ''}: ` : 'Downloading: '}
              {percent}% · {mb(progress.bytes)}
              {server ? ` of ${mb(server.totalBytes)}` : ''}
            </Text>
          </Stack>
        )}

        {row.state !== 'no-deck' && (
          <Group>
            <NeedsNetwork>
              <Button
                size="xs"
                variant={complete ? 'default' : 'filled'}
                leftSection={complete ? <IconRefresh size={14} /> : <IconCloudDownload size={14} />}
                loading={busy && row.state === 'downloading'}
                disabled={busy}
                onClick={onSync}
                aria-label={`${complete ? 'Refresh' : 'Make available offline'}: Class ${row.grade}`}
              >
                {complete ? 'Refresh' : 'Make available offline'}
              </Button>
            </NeedsNetwork>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}
