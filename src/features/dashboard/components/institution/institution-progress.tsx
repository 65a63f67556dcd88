import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <SectionCard title={t`Overall Learning Progress`}>
      {!a ? (
        loading ? (
          <DataLoader size="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Analytics are unavailable right now; the other figures are current.</Trans>
          </Text>
        )
      ) : (
        <Figures analytics={a} />
      )}
    </SectionCard>
  );
}

function Figures({ analytics: a }: { analytics: InstitutionAnalytics }) {
  const { t } = useLingui();
  const average = percent(a.averageProgress);
  const total = a.overview.total_students;
  const lastWeek = a.weeklySessions.lastWeek;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">
          <Trans>Average progress</Trans>
        </Text>
        <Text fw={700}>{average}</Text>
      </Group>
      <Progress value={a.averageProgress ?? 0} aria-label={t`Average progress ${average}`} size="lg" />
      {a.averageProgress === null && (
        <Text size="xs" c="dimmed">
          <Trans>No class has started its slides yet.</Trans>
        </Text>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <Figure
          label={t`Completion Rate`}
          value={percent(a.completionRate)}
          hint={t`Slides covered of all classes' slides`}
        />
        <Figure
          label={t`Active Students`}
          value={String(a.activeStudents)}
          hint={t`of ${total}, with a class in the last 30 days`}
        />
        <Figure
          label={t`Sessions this week`}
          value={String(a.weeklySessions.thisWeek)}
          hint={t`${lastWeek} the week before`}
        />
        <Figure
          label={t`Weekly trend`}
          value={signedPercent(a.weeklyTrend)}
          hint={a.weeklyTrend === null ? t`No sessions the week before` : t`Sessions against the week before`}
        />
      </SimpleGrid>
    </Stack>
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
