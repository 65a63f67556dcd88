import { Paper, Stack, Text } from '@mantine/core';
import { plural } from '#src/lib/format';
import { useDeckReadiness } from '../use-deck-readiness';
import { ReadinessButton } from './readiness-drawer';

/** Beside the class chooser on /log-session: whether the classes can be taught offline, and the panel. */
export function ReadinessAside() {
  const { rows, loading, activity } = useDeckReadiness();
  const teachable = rows.filter((r) => r.state !== 'no-deck');
  // A deck being updated is still on the device, whole: it counts as ready.
  const ready = teachable.filter((r) => r.device?.complete).length;
  return (
    <Paper withBorder p="md" radius="md" style={{ flex: '1 1 240px', maxWidth: 360 }}>
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>Teaching offline</Text>
        <Text size="sm" c="dimmed" role="status" aria-label="Offline readiness summary">
          {loading
            ? 'Checking this device…'
            : activity.running
              ? 'Downloading slides to this device…'
              : teachable.length === 0
                ? 'No slides to keep on this device yet.'
                : ready === teachable.length
                  ? 'The slides of all your classes are on this device.'
                  : `The slides of ${ready} of ${plural(teachable.length, 'deck')} are on this device.`}
        </Text>
        <ReadinessButton />
      </Stack>
    </Paper>
  );
}
