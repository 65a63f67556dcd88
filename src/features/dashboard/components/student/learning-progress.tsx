import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StudentProgress } from '#contract/analytics-people-types';
import { SectionCard } from '../section-card';

/** Completed, remaining and total slides of the class's deck. */
export function LearningProgress({ progress: p }: { progress: StudentProgress }) {
  return (
    <SectionCard title="Learning Progress">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">
            {p.next_slide ? `Next up: slide ${p.next_slide}` : p.total_slides > 0 ? 'Course complete' : 'No slides yet'}
          </Text>
          <Text fw={700}>{p.progress_percentage}%</Text>
        </Group>
        <Progress value={p.progress_percentage} size="lg" aria-label={`Course progress ${p.progress_percentage}%`} />
        <SimpleGrid cols={3} spacing="sm">
          <Figure label="Completed" value={p.slides_covered} />
          <Figure label="Remaining" value={p.remaining_slides} />
          <Figure label="Total slides" value={p.total_slides} />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center" role="group" aria-label={label}>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
