import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCloudDownload, IconRefresh } from '@tabler/icons-react';
import { NeedsNetwork } from '#src/components/network/needs-network';
import { ago, mb } from '../format';
import type { ReadinessRow as Row, ReadinessState } from '../use-deck-readiness';

const BADGE: Record<ReadinessState, { label: MessageDescriptor; color: string }> = {
  ready: { label: msg`Ready offline`, color: 'green' },
  update: { label: msg`New version available`, color: 'yellow' },
  downloading: { label: msg`Downloading`, color: 'blue' },
  queued: { label: msg`Waiting to download`, color: 'blue' },
  missing: { label: msg`Not on this device`, color: 'gray' },
  'no-deck': { label: msg`No slides uploaded yet`, color: 'gray' },
  unknown: { label: msg`Not on this device`, color: 'gray' },
};
const UPDATING = { label: msg`Updating`, color: 'blue' };

type Props = { row: Row; busy: boolean; onSync: () => void };

/** One deck (a grade) on the device: slides cached of total, size, version, last checked, and the action. */
export function ReadinessRow({ row, busy, onSync }: Props) {
  const { i18n, t } = useLingui();
  const { device, server, progress } = row;
  const { grade } = row;
  // The deck on the device counts against its own version; a newer version's download shows in the bar.
  const total = device?.totalSlides ?? server?.totalSlides ?? null;
  const cached = device?.cachedSlides ?? 0;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const complete = Boolean(device?.complete);
  const badge = row.state === 'downloading' && complete ? UPDATING : BADGE[row.state];
  const serverSize = server ? mb(server.totalBytes) : '';
  const serverVersion = server?.version;

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={t`Class ${grade} deck`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Text fw={700}>
              <Trans>Class {grade} slides</Trans>
            </Text>
            {row.classes.length > 0 ? (
              row.classes.map((line) => (
                <Text key={line} size="xs" c="dimmed">
                  <Trans>Class {line}</Trans>
                </Text>
              ))
            ) : (
              <Text size="xs" c="dimmed">
                <Trans>Your classes of this grade</Trans>
              </Text>
            )}
          </div>
          <Badge color={badge.color} variant="light" data-state={row.state}>
            {i18n._(badge.label)}
          </Badge>
        </Group>

        <Group gap="lg" wrap="wrap">
          <Figure label={t`Slides on this device`} value={total === null ? `${cached}` : t`${cached} of ${total}`} />
          <Figure label={t`Size`} value={device ? mb(device.bytes) : server ? t`${serverSize} needed` : '—'} />
          <Figure
            label={t`Version`}
            value={device ? `${device.version}` : server ? t`${serverVersion} (server)` : '—'}
          />
          <Figure label={t`Last checked`} value={ago(device?.checkedAt)} />
        </Group>

        {row.state === 'update' && server && <UpdateNote server={server} deviceVersion={device?.version} />}
        {row.state === 'missing' && <MissingNote server={row.server} />}
        {row.state === 'queued' && (
          <Text size="sm" c="dimmed">
            <Trans>It downloads as soon as the slides before it are done.</Trans>
          </Text>
        )}
        {row.state === 'no-deck' && (
          <Text size="sm" c="dimmed">
            <Trans>No slides have been uploaded for Class {grade} yet.</Trans>
          </Text>
        )}
        {progress && row.state === 'downloading' && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t`Downloading Class ${grade} slides`} animated striped />
            <DownloadText complete={complete} server={server} percent={percent} bytes={progress.bytes} />
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
                aria-label={complete ? t`Refresh: Class ${grade}` : t`Make available offline: Class ${grade}`}
              >
                {complete ? t`Refresh` : t`Make available offline`}
              </Button>
            </NeedsNetwork>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

type Server = Row['server'];

/** Where a download stands: 'Downloading: 40% · 1.2 MB of 3.0 MB' (a deck being updated: to which version). */
function DownloadText({
  complete,
  server,
  percent,
  bytes,
}: {
  complete: boolean;
  server: Server;
  percent: number;
  bytes: number;
}) {
  const { t } = useLingui();
  const done = mb(bytes);
  const size = server ? mb(server.totalBytes) : null;
  const version = server?.version ?? '';
  const text = complete
    ? size
      ? t`Updating to version ${version}: ${percent}% · ${done} of ${size}`
      : t`Updating to version ${version}: ${percent}% · ${done}`
    : size
      ? t`Downloading: ${percent}% · ${done} of ${size}`
      : t`Downloading: ${percent}% · ${done}`;
  return (
    <Text size="xs" c="dimmed" aria-live="polite">
      {text}
    </Text>
  );
}

/** A newer version on the server: the device keeps its own until the new one is whole. */
function UpdateNote({ server, deviceVersion }: { server: NonNullable<Server>; deviceVersion: number | undefined }) {
  const version = server.version;
  const slides = server.totalSlides;
  return (
    <Text size="sm" c="yellow.8">
      <Trans>
        Version {version} is on the server (<Plural value={slides} one="# slide" other="# slides" />
        ). This device keeps version {deviceVersion} until the new one is completely downloaded.
      </Trans>
    </Text>
  );
}

/** The deck is not on the device (cleared by the browser, or never downloaded). */
function MissingNote({ server }: { server: Server }) {
  const slides = server?.totalSlides ?? 0;
  const size = server ? mb(server.totalBytes) : '';
  return (
    <Text size="sm" c="red.8" role="note">
      {server ? (
        <Trans>
          These slides are not on this device (<Plural value={slides} one="# slide" other="# slides" />, {size}), so
          these classes cannot be taught offline. If they were here before, the browser cleared them to free space. They
          are downloaded again as soon as you are online.
        </Trans>
      ) : (
        <Trans>
          These slides are not on this device, so these classes cannot be taught offline. If they were here before, the
          browser cleared them to free space. They are downloaded again as soon as you are online.
        </Trans>
      )}
    </Text>
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
