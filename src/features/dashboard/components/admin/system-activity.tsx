import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconActivity,
  IconBook,
  IconBuilding,
  IconCalendarEvent,
  IconSchool,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import type { AdminDashboard } from '#contract/analytics-types';
import { contractText } from '#src/i18n/contract-text';
import { formatDateTime } from '#src/lib/format';
import { SectionCard } from '../section-card';

const ICONS: Record<string, typeof IconActivity> = {
  user: IconUser,
  institution: IconBuilding,
  school: IconSchool,
  class_session: IconCalendarEvent,
  course_material: IconBook,
  system: IconSettings,
};

/** The last 5 entries of the activity log, each with its description (in the reader's language) and time. */
export function SystemActivity({ entries }: { entries: AdminDashboard['time_series'] }) {
  const { t } = useLingui();
  return (
    <SectionCard title={t`System Activity`}>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          <Trans>No recent activities to display</Trans>
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => {
            const Icon = ICONS[entry.entity_type] ?? IconActivity;
            return (
              <Group key={entry._id} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
                  <Icon size={16} />
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {contractText(entry.description)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.timestamp)}
                  </Text>
                </div>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
