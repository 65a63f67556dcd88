import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InstitutionAnalytics } from '#contract/analytics-types';
import { percent, signedPercent } from '../figures';
import { SectionCard } from '../section-card';
import { DataLoader } from '#src/components/network/not-on-device';

/** Overall Learning Progress: the server's average progress, completion rate, active students and weekly trend. */
export function InstitutionProgress({
  analytics: a,
  loading,
}: {
  analytics: InstitutionAnalytics | null;
  loading: boolean;
}) {
  return (
    <SectionCard title="Overall Learning Progress">
      {!a ? (
        loading ? (
          <DataLoader size="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            Analytics are unavailable right now; the other figures are current.
          </Text>
        )
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm">Average progress</Text>
            <Text fw={700}>{percent(a.averageProgress)}</Text>
          </Group>
          <Progress
            value={a.averageProgress ?? 0}
            aria-label={`Average progress ${percent(a.averageProgress)}`}
            size="lg"
          />
          {a.averageProgress === null && (
            <Text size="xs" c="dimmed">
              No class has started its slides yet.
            </Text>
          )}
          <SimpleGrid cols={2} spacing="sm">
            <Figure
              label="Completion Rate"
              value={percent(a.completionRate)}
              hint="Slides covered of all classes' slides"
            />
            <Figure
              label="Active Students"
              value={String(a.activeStudents)}
              hint={`of ${a.overview.total_students}, with a class in the last 30 days`}
            />
            <Figure
              label="Sessions this week"
              value={String(a.weeklySessions.thisWeek)}
              hint={`${a.weeklySessions.lastWeek} the week before`}
            />
            <Figure
              label="Weekly trend"
              value={signedPercent(a.weeklyTrend)}
              hint={a.weeklyTrend === null ? 'No sessions the week before' : 'Sessions against the week before'}
            />
          </SimpleGrid>
        </Stack>
      )}
    </SectionCard>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
