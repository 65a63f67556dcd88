import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { useDeckReadiness } from '../use-deck-readiness';
import { ReadinessButton } from './readiness-drawer';

/** Beside the class chooser on /log-session: whether the classes can be taught offline, and the panel. */
export function ReadinessAside() {
  const { t } = useLingui();
  const { rows, loading, activity } = useDeckReadiness();
  const teachable = rows.filter((r) => r.state !== 'no-deck');
  // A deck being updated is still on the device, whole: it counts as ready.
  const ready = teachable.filter((r) => r.device?.complete).length;
  const decks = teachable.length;
  return (
    <Paper withBorder p="md" radius="md" style={{ flex: '1 1 240px', maxWidth: 360 }}>
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>
          <Trans>Teaching offline</Trans>
        </Text>
        <Text size="sm" c="dimmed" role="status" aria-label={t`Offline readiness summary`}>
          {loading
            ? t`Checking this device…`
            : activity.running
              ? t`Downloading slides to this device…`
              : decks === 0
                ? t`No slides to keep on this device yet.`
                : ready === decks
                  ? t`The slides of all your classes are on this device.`
                  : t`The slides of ${ready} of ${plural(decks, { one: '# deck', other: '# decks' })} are on this device.`}
        </Text>
        <ReadinessButton />
      </Stack>
    </Paper>
  );
}
