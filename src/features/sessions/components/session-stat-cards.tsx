import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { SessionStats } from './session-figures';

/** The four stat cards of My Sessions, from the sessions listed. */
export function SessionStatCards({ stats }: { stats: SessionStats }) {
  const cards = [
    { label: 'Total Sessions', value: String(stats.sessions) },
    { label: 'Students Taught', value: String(stats.students) },
    { label: 'Average Attendance', value: stats.averageAttendance === null ? '—' : `${stats.averageAttendance}%` },
    { label: 'Slides Covered', value: String(stats.slides) },
  ];
  return (
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
  );
}
