import { useLingui } from '@lingui/react/macro';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StudentProgress } from '#contract/analytics-people-types';
import { SectionCard } from '../section-card';
import { percentText } from '#src/lib/format';

/** Completed, remaining and total slides of the class's deck. */
export function LearningProgress({ progress: p }: { progress: StudentProgress }) {
  const { t } = useLingui();
  const next = p.next_slide;
  const percentage = p.progress_percentage;
  return (
    <SectionCard title={t`Learning Progress`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm">
            {next ? t`Next up: slide ${next}` : p.total_slides > 0 ? t`Course complete` : t`No slides yet`}
          </Text>
          <Text fw={700}>{percentText(p.progress_percentage)}</Text>
        </Group>
        <Progress value={p.progress_percentage} size="lg" aria-label={t`Course progress ${percentage}%`} />
        <SimpleGrid cols={3} spacing="sm">
          <Figure label={t`Completed`} value={p.slides_covered} />
          <Figure label={t`Remaining`} value={p.remaining_slides} />
          <Figure label={t`Total slides`} value={p.total_slides} />
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
