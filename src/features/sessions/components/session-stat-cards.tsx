import { groupIndian, percentText } from '#src/lib/format';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SessionListStats } from '#contract/sessions-types';

const figure = (value: number | undefined) => (value === undefined ? '…' : groupIndian(value));

/**
 * The four stat cards of My Sessions, computed by the server over every session the filters match; offline, over
 * the sessions shown, which `note` then says.
 */
export function SessionStatCards({ stats, note }: { stats: SessionListStats | undefined; note?: string | null }) {
  const { t } = useLingui();
  const average = stats?.average_attendance;
  const cards = [
    { label: t`Total Sessions`, value: figure(stats?.sessions) },
    // Students present, summed over the sessions (a student at ten sessions counts ten): not how many students.
    { label: t`Student Attendances`, value: figure(stats?.students) },
    {
      label: t`Average Attendance`,
      value: average === undefined ? '…' : average === null ? '—' : percentText(average),
    },
    // Every slide of every session counted, a slide taught twice twice: not the slides a class has covered (analytics).
    { label: t`Slides Taught`, value: figure(stats?.slides) },
  ];
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {cards.map((card) => (
          <Paper key={card.label} withBorder p="md" radius="md" aria-label={card.label} role="group">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {card.label}
            </Text>
            <Text fw={700} size="xl">
              {card.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {note && (
        <Text size="sm" c="dimmed" role="note">
          {note}
        </Text>
      )}
    </Stack>
  );
}
