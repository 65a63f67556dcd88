import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Group, Progress, Stack, Text } from '@mantine/core';
import { type Pace, slidesPerSessionBar } from '#contract/analytics';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { percent } from '../figures';
import { Panel } from './panel';

const PACE = {
  ahead: { label: msg`Ahead`, color: 'green' },
  'on-track': { label: msg`On track`, color: 'blue' },
  behind: { label: msg`Behind`, color: 'red' },
} as const satisfies Record<Pace, unknown>;

/** Slides per session (the bar: 10% per slide, capped at 100%), efficiency score and curriculum pace. */
export function TeachingEfficiency({ metrics: m }: { metrics: TeacherAnalytics['overallMetrics'] }) {
  const { i18n, t } = useLingui();
  const bar = m.slidesPerSession === null ? 0 : slidesPerSessionBar(m.slidesPerSession);
  return (
    <Panel title={t`Teaching Efficiency`}>
      <Stack gap="sm">
        <Box role="group" aria-label={t`Slides per session`}>
          <Group justify="space-between">
            <Text size="sm">
              <Trans>Slides per session</Trans>
            </Text>
            <Text fw={700}>{m.slidesPerSession ?? '—'}</Text>
          </Group>
          <Progress value={bar} aria-label={t`Slides per session bar ${bar}%`} />
        </Box>
        <Group justify="space-between" role="group" aria-label={t`Efficiency score`}>
          <Text size="sm">
            <Trans>Efficiency score</Trans>
          </Text>
          <Text fw={700}>{percent(m.teachingEfficiency)}</Text>
        </Group>
        <Group justify="space-between" role="group" aria-label={t`Curriculum pace`}>
          <Text size="sm">
            <Trans>Curriculum pace</Trans>
          </Text>
          {m.curriculumPace ? (
            <Badge color={PACE[m.curriculumPace].color} variant="light">
              {i18n._(PACE[m.curriculumPace].label)}
            </Badge>
          ) : (
            <Text fw={700}>
              <Trans>N/A</Trans>
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>
            Efficiency: the mean of the slides-per-session bar and attendance. Pace: ahead at 85% completion, on track
            at 65%.
          </Trans>
        </Text>
      </Stack>
    </Panel>
  );
}
