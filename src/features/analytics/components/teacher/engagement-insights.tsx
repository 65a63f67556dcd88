import { useLingui } from '@lingui/react/macro';
import { Box, List, Stack, Text } from '@mantine/core';
import type { TeacherAnalytics } from '#contract/analytics-people-types';
import { contractText } from '#src/i18n/contract-text';
import { Panel } from './panel';

/** The most and least engaged classes (attendance) and the fastest (slides per session); 'N/A' when missing. */
export function EngagementInsights({ insights: e }: { insights: TeacherAnalytics['engagementInsights'] }) {
  const { t } = useLingui();
  const rows = [
    { key: 'most', label: t`Most engaged class`, value: e.mostEngagedClass },
    { key: 'least', label: t`Least engaged class`, value: e.leastEngagedClass },
    { key: 'fastest', label: t`Fastest progress`, value: e.fastestProgress },
  ];
  return (
    <Panel title={t`Engagement Insights`}>
      <Stack gap="sm">
        {rows.map((r) => (
          <Box key={r.key} role="group" aria-label={r.label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {r.label}
            </Text>
            <Text fw={600}>{r.value ?? t`N/A`}</Text>
          </Box>
        ))}
        {e.recommendedActions.length > 0 && (
          <List size="sm" spacing={2}>
            {e.recommendedActions.map((action) => (
              <List.Item key={action}>{contractText(action)}</List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Panel>
  );
}
