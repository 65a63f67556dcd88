import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { AnalyticsAlert } from '#contract/analytics-types';
import { contractText } from '#src/i18n/contract-text';

const LOOK = {
  critical: { color: 'red', title: msg`Critical` },
  warning: { color: 'yellow', title: msg`Warning` },
  info: { color: 'blue', title: msg`Note` },
} as const;

/**
 * The server's alerts for the range (falling attendance, quiet schools, …), in the reader's language
 * (contract/insight-messages.ts); nothing when there are none.
 */
export function AlertsSection({ alerts }: { alerts: AnalyticsAlert[] }) {
  const { i18n, t } = useLingui();
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" role="region" aria-label={t`Alerts`}>
      {alerts.map((a, i) => (
        <Alert
          // biome-ignore lint/suspicious/noArrayIndexKey: alerts have no id and never reorder
          key={i}
          color={LOOK[a.type].color}
          title={i18n._(LOOK[a.type].title)}
          icon={a.type === 'info' ? <IconInfoCircle /> : <IconAlertTriangle />}
          variant="light"
        >
          {contractText(a.message)}
        </Alert>
      ))}
    </Stack>
  );
}
