import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClassStatus, Engagement } from '#contract/analytics';
import type { ClassMetric } from '#contract/analytics-people-types';
import { Panel } from './panel';

const ENGAGEMENT = {
  high: { label: msg`High`, color: 'green' },
  medium: { label: msg`Medium`, color: 'yellow' },
  low: { label: msg`Low`, color: 'red' },
} as const satisfies Record<Engagement, unknown>;
/** The server's status (its value stays as it is; the label is the reader's language). */
const STATUS = {
  Excellent: { label: msg`Excellent`, color: 'green' },
  Good: { label: msg`Good`, color: 'blue' },
  'Needs Attention': { label: msg`Needs Attention`, color: 'red' },
} as const satisfies Record<ClassStatus, unknown>;

/** Per class: engagement level, consistency, slides per session, missed days and status. */
export function EnhancedClassPerformance({ metrics }: { metrics: ClassMetric[] }) {
  const { i18n, t } = useLingui();
  const several = new Set(metrics.map((m) => m.school_id)).size > 1;
  return (
    <Panel title={t`Enhanced Class Performance`}>
      {metrics.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          <Trans>No class data available for the selected time period</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {metrics.map((m) => {
            const classLevel = m.class_level;
            const schoolName = m.school_name;
            return (
              <Paper
                key={`${m.school_id}-${m.class_level}`}
                withBorder
                p="sm"
                radius="md"
                role="group"
                aria-label={t`Class ${classLevel} at ${schoolName}`}
              >
                <Group justify="space-between" wrap="nowrap" mb={4}>
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700}>
                      <Trans>Class {classLevel}</Trans>
                    </Text>
                    {several && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {m.school_name}
                      </Text>
                    )}
                  </div>
                  <Badge color={STATUS[m.status].color} variant="light" style={{ flexShrink: 0 }}>
                    {i18n._(STATUS[m.status].label)}
                  </Badge>
                </Group>
                <Stack gap={2}>
                  <Row label={t`Engagement`}>
                    {m.engagementLevel ? (
                      <Badge size="sm" color={ENGAGEMENT[m.engagementLevel].color} variant="outline">
                        {i18n._(ENGAGEMENT[m.engagementLevel].label)}
                      </Badge>
                    ) : (
                      t`N/A`
                    )}
                  </Row>
                  <Row label={t`Consistency`}>{m.consistencyScore}%</Row>
                  <Row label={t`Slides per session`}>{m.slidesPerSession ?? t`N/A`}</Row>
                  <Row label={t`Missed days`}>{m.missedDays}</Row>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Panel>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Group>
  );
}
