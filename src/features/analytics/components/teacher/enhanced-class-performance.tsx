import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClassStatus, Engagement } from '#contract/analytics';
import type { ClassMetric } from '#contract/analytics-people-types';
import { Panel } from './panel';

const ENGAGEMENT: Record<Engagement, { label: string; color: string }> = {
  high: { label: 'High', color: 'green' },
  medium: { label: 'Medium', color: 'yellow' },
  low: { label: 'Low', color: 'red' },
};
const STATUS: Record<ClassStatus, string> = { Excellent: 'green', Good: 'blue', 'Needs Attention': 'red' };

/** Per class: engagement level, consistency, slides per session, missed days and status. */
export function EnhancedClassPerformance({ metrics }: { metrics: ClassMetric[] }) {
  const several = new Set(metrics.map((m) => m.school_id)).size > 1;
  return (
    <Panel title="Enhanced Class Performance">
      {metrics.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No class data available for the selected time period
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {metrics.map((m) => (
            <Paper
              key={`${m.school_id}-${m.class_level}`}
              withBorder
              p="sm"
              radius="md"
              role="group"
              aria-label={`Class ${m.class_level} at ${m.school_name}`}
            >
              <Group justify="space-between" wrap="nowrap" mb={4}>
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>Class {m.class_level}</Text>
                  {several && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {m.school_name}
                    </Text>
                  )}
                </div>
                <Badge color={STATUS[m.status]} variant="light" style={{ flexShrink: 0 }}>
                  {m.status}
                </Badge>
              </Group>
              <Stack gap={2}>
                <Row label="Engagement">
                  {m.engagementLevel ? (
                    <Badge size="sm" color={ENGAGEMENT[m.engagementLevel].color} variant="outline">
                      {ENGAGEMENT[m.engagementLevel].label}
                    </Badge>
                  ) : (
                    'N/A'
                  )}
                </Row>
                <Row label="Consistency">{m.consistencyScore}%</Row>
                <Row label="Slides per session">{m.slidesPerSession ?? 'N/A'}</Row>
                <Row label="Missed days">{m.missedDays}</Row>
              </Stack>
            </Paper>
          ))}
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
