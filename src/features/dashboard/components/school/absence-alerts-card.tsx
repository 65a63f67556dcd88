import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ABSENCE_STREAK, type AbsenceAlert } from '#contract/absence-alerts';
import { AbsenceAlertItems } from '../absence-alert-links';
import { SectionCard } from '../section-card';

/** The school manager's absence alerts (issue 17): each student absent from their class's last three roll calls. */
export function AbsenceAlertsCard({
  alerts,
  loading,
  severalSchools,
}: {
  alerts: AbsenceAlert[];
  loading: boolean;
  /** The manager runs more than one school: each alert names its school. */
  severalSchools: boolean;
}) {
  const { t } = useLingui();
  const streak = ABSENCE_STREAK;
  return (
    <SectionCard title={t`Absence Alerts`}>
      {loading ? (
        <Text size="sm" c="dimmed">
          <Trans>Loading…</Trans>
        </Text>
      ) : alerts.length === 0 ? (
        <Group gap="xs" c="green">
          <IconCircleCheck size={16} aria-hidden />
          <Text size="sm">
            <Plural
              value={streak}
              one="No student has missed the last # roll call of their class"
              other="No student has missed the last # roll calls of their class"
            />
          </Text>
        </Group>
      ) : (
        <List size="sm" spacing={4} aria-label={t`Absence alerts`}>
          <AbsenceAlertItems alerts={alerts} severalSchools={severalSchools} />
        </List>
      )}
    </SectionCard>
  );
}
