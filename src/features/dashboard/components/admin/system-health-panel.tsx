import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { HealthStatus, SystemHealth } from '#contract/analytics-types';
import { contractText } from '#src/i18n/contract-text';
import { formatDateTime } from '#src/lib/format';
import { SectionCard } from '../section-card';
import { HEALTH_COLOR, HEALTH_LABEL } from './admin-stat-cards';

const CHECK_NAME = {
  database: msg`Database`,
  jobs: msg`Background jobs`,
  storage: msg`File storage`,
  backups: msg`Backups`,
} as const;
const STATUS_LOOK = {
  ok: { color: 'green', label: msg`OK` },
  warn: { color: 'yellow', label: msg`Warning` },
  fail: { color: 'red', label: msg`Failing` },
} as const satisfies Record<HealthStatus, unknown>;

/**
 * The server's real checks behind the System Health figure (the /system link of the spec lands here), each in the
 * reader's language (contract/health-messages.ts); what the system or a bucket answered inside stays as it came.
 */
export function SystemHealthPanel({ health }: { health: SystemHealth }) {
  const { i18n, t } = useLingui();
  const score = health.score;
  const checked = formatDateTime(health.checked_at);
  const taken = formatDateTime(health.backups.last_at);
  return (
    <SectionCard
      id="system-health"
      title={t`System Health`}
      actions={
        <Badge color={HEALTH_COLOR[health.status]} variant="light">
          {health.score}%
        </Badge>
      }
    >
      <Stack gap="sm">
        <Progress value={health.score} color={HEALTH_COLOR[health.status]} aria-label={t`System health ${score}%`} />
        <Text size="sm">{i18n._(HEALTH_LABEL[health.status])}</Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {health.checks.map((check) => (
            <Group key={check.name} component="li" justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {i18n._(CHECK_NAME[check.name])}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {contractText(check.message)}
                </Text>
                {check.name === 'backups' && health.backups.last_at && (
                  <Text size="xs" c="dimmed">
                    <Trans>Taken {taken}</Trans>
                  </Text>
                )}
              </div>
              <Badge color={STATUS_LOOK[check.status].color} variant="light">
                {i18n._(STATUS_LOOK[check.status].label)}
              </Badge>
            </Group>
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          <Trans>Checked {checked}</Trans>
        </Text>
      </Stack>
    </SectionCard>
  );
}
