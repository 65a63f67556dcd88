import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { isAppleBrowserTab } from '#src/lib/storage-persist';
import { useSession } from '#src/lib/use-session';
import { syncMyDecks } from '#src/offline/page/sync-now';
import { deckFailureText } from '../deck-failure';
import { useDeckReadiness } from '../use-deck-readiness';
import { ReadinessRow } from './readiness-row';
import { StorageNote } from './storage-note';

/** Offline readiness (issue 5): per deck the teacher teaches from, what this device keeps and how to get it. */
export function ReadinessPanel() {
  const { t } = useLingui();
  const user = useSession()?.user;
  const { rows, activity, loading, serverFailed } = useDeckReadiness();
  if (!user) return null;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>You have no classes assigned yet, so there are no slides to keep on this device.</Trans>
      </Text>
    );
  }
  const teachable = rows.filter((r) => r.state !== 'no-deck');
  // A deck being updated is still on the device, whole: it counts as ready.
  const ready = teachable.filter((r) => r.device?.complete).length;
  const allReady = !loading && teachable.length > 0 && ready === teachable.length && !activity.running;
  const decks = teachable.length;

  return (
    <Stack gap="sm">
      {loading ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">
            <Trans>Checking this device…</Trans>
          </Text>
        </Group>
      ) : (
        <Alert
          color={allReady ? 'green' : 'blue'}
          icon={allReady ? <IconCircleCheck /> : undefined}
          role="status"
          title={
            allReady
              ? t`All your classes can be taught offline`
              : t`${ready} of ${plural(decks, { one: '# deck is', other: '# decks are' })} ready offline`
          }
        >
          {activity.running
            ? t`Downloading slides to this device…`
            : allReady
              ? t`The slides are on this device; teaching works without a connection.`
              : t`Slides not on this device need a connection to show.`}
        </Alert>
      )}
      {isAppleBrowserTab() && (
        <Alert color="yellow" role="note" title={t`Add Pathshala to the Home Screen before relying on it offline`}>
          <Trans>
            On iPad and iPhone, Safari deletes what a website keeps after 7 days without use: the slides, and changes
            not yet sent with them. Added to the Home Screen (Share, then Add to Home Screen) and opened from there,
            Pathshala keeps them.
          </Trans>
        </Alert>
      )}
      {activity.error && (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t`Slides could not be kept offline`}>
          {deckFailureText(activity.error)}
        </Alert>
      )}
      {serverFailed && (
        <Text size="xs" c="dimmed">
          <Trans>The server could not be asked for the latest slides; showing what this device has.</Trans>
        </Text>
      )}
      {rows.map((row) => (
        <ReadinessRow key={row.grade} row={row} busy={activity.running} onSync={() => void syncMyDecks()} />
      ))}
      <StorageNote refreshKey={activity.finishedAt} />
    </Stack>
  );
}
