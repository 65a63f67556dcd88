import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { HealthStatus, SystemHealth } from '#contract/analytics-types';
import { formatDateTime } from '#src/lib/format';
import { SectionCard } from '../section-card';
import { HEALTH_COLOR, HEALTH_LABEL } from './admin-stat-cards';

const CHECK_NAME = {
  database: 'Database',
  jobs: 'Background jobs',
  storage: 'File storage',
  backups: 'Backups',
} as const;
const STATUS_LOOK: Record<HealthStatus, { color: string; label: string }> = {
  ok: { color: 'green', label: 'OK' },
  warn: { color: 'yellow', label: 'Warning' },
  fail: { color: 'red', label: 'Failing' },
};

/** The server's real checks behind the System Health figure (the /system link of the spec lands here). */
export function SystemHealthPanel({ health }: { health: SystemHealth }) {
  return (
    <SectionCard
      id="system-health"
      title="System Health"
      actions={
        <Badge color={HEALTH_COLOR[health.status]} variant="light">
          {health.score}%
        </Badge>
      }
    >
      <Stack gap="sm">
        <Progress
          value={health.score}
          color={HEALTH_COLOR[health.status]}
          aria-label={`System health ${health.score}%`}
        />
        <Text size="sm">{HEALTH_LABEL[health.status]}</Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {health.checks.map((check) => (
            <Group key={check.name} component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {CHECK_NAME[check.name]}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {check.message}
                </Text>
                {check.name === 'backups' && health.backups.last_at && (
                  <Text size="xs" c="dimmed">
                    Taken {formatDateTime(health.backups.last_at)}
                  </Text>
                )}
              </div>
              <Badge color={STATUS_LOOK[check.status].color} variant="light">
                {STATUS_LOOK[check.status].label}
              </Badge>
            </Group>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          Checked {formatDateTime(health.checked_at)}
        </Text>
      </Stack>
    </SectionCard>
  );
}
