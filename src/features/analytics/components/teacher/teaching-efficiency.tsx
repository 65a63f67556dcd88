import { Badge, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { type Pace, slidesPerSessionBar } from '#contract/analytics';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { percent } from '../figures';
import { Panel } from './panel';

const PACE: Record<Pace, { label: string; color: string }> = {
  ahead: { label: 'Ahead', color: 'green' },
  'on-track': { label: 'On track', color: 'blue' },
  behind: { label: 'Behind', color: 'red' },
};

/** Slides per session (the bar: 10% per slide, capped at 100%), efficiency score and curriculum pace. */
export function TeachingEfficiency({ metrics: m }: { metrics: TeacherAnalytics['overallMetrics'] }) {
  const bar = m.slidesPerSession === null ? 0 : slidesPerSessionBar(m.slidesPerSession);
  return (
    <Panel title="Teaching Efficiency">
      <Stack gap="sm">
        <Box role="group" aria-label="Slides per session">
          <Group justify="space-between">
            <Text size="sm">Slides per session</Text>
            <Text fw={700}>{m.slidesPerSession ?? '—'}</Text>
          </Group>
          <Progress value={bar} aria-label={`Slides per session bar ${bar}%`} />
        </Box>
        <Group justify="space-between" role="group" aria-label="Efficiency score">
          <Text size="sm">Efficiency score</Text>
          <Text fw={700}>{percent(m.teachingEfficiency)}</Text>
        </Group>
        <Group justify="space-between" role="group" aria-label="Curriculum pace">
          <Text size="sm">Curriculum pace</Text>
          {m.curriculumPace ? (
            <Badge color={PACE[m.curriculumPace].color} variant="light">
              {PACE[m.curriculumPace].label}
            </Badge>
          ) : (
            <Text fw={700}>N/A</Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Efficiency: the mean of the slides-per-session bar and attendance. Pace: ahead at 85% completion, on track at
          65%.
        </Text>
      </Stack>
    </Panel>
  );
}
