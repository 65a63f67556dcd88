import { Group, List, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ABSENCE_STREAK, type AbsenceAlert } from '#contract/absence-alerts';
import { AbsenceAlertItems } from '../absence-alert-links';
import { SectionCard } from '../section-card';

/** The school manager's absence alerts (issue 17): each student absent from their class's last three roll calls. */
export function AbsenceAlertsCard({ alerts, loading }: { alerts: AbsenceAlert[]; loading: boolean }) {
  return (
    <SectionCard title="Absence Alerts">
      {loading ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : alerts.length === 0 ? (
        <Group gap="xs" c="green">
          <IconCircleCheck size={16} aria-hidden />
          <Text size="sm">No student has missed the last {ABSENCE_STREAK} roll calls of their class</Text>
        </Group>
      ) : (
        <List size="sm" spacing={4} aria-label="Absence alerts">
          <AbsenceAlertItems alerts={alerts} />
        </List>
      )}
    </SectionCard>
  );
}
