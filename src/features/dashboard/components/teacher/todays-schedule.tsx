import { memo } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, List, Text } from '@mantine/core';
import { IconCalendarPlus, IconCircleCheck, IconListCheck } from '@tabler/icons-react';
import type { AbsenceAlert } from '#contract/absence-alerts';
import type { PendingTask } from '#contract/analytics-people-types';
import { LinkButton } from '#src/components/link-button';
import { TextLink } from '#src/components/text-link';
import { contractText } from '#src/i18n/contract-text';
import { AbsenceAlertItems } from '../absence-alert-links';
import { SectionCard } from '../section-card';

/** Today's session count, a way to log one, and the teacher's real open items. */
export const TodaysSchedule = memo(function TodaysSchedule({
  todaySessions,
  tasks,
  needsAttention,
  absences,
  severalSchools,
}: {
  todaySessions: number | null;
  tasks: PendingTask[];
  needsAttention: number;
  /** Students absent from their class's last three roll calls (issue 17). */
  absences: AbsenceAlert[];
  /** The teacher teaches at more than one school: each alert names its school. */
  severalSchools: boolean;
}) {
  const { t } = useLingui();
  const count = tasks.reduce((n, task) => n + task.count, 0) + needsAttention + absences.length;
  return (
    <SectionCard title={t`Today's Schedule`}>
      <Group justify="space-between" gap="xs" mb="sm">
        <Text size="sm" role="status" aria-label={t`Sessions today`}>
          {todaySessions === null
            ? t`Loading…`
            : todaySessions === 0
              ? t`No sessions logged today`
              : t`${plural(todaySessions, { one: '# session', other: '# sessions' })} logged today`}
        </Text>
        <LinkButton to="/log-session" size="xs" leftSection={<IconCalendarPlus size={14} />}>
          <Trans>Log a Session</Trans>
        </LinkButton>
      </Group>
      {count === 0 ? (
        <Group gap="xs" c="green">
          <IconCircleCheck size={16} aria-hidden />
          <Text size="sm">
            <Trans>No pending tasks</Trans>
          </Text>
        </Group>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconListCheck />}
          title={plural(count, { one: '# pending task', other: '# pending tasks' })}
          aria-label={t`Pending tasks`}
          role="region"
        >
          <List size="sm" spacing={2}>
            {tasks.map((task) => (
              <List.Item key={task.type}>
                <TaskLink task={task} />
              </List.Item>
            ))}
            <AbsenceAlertItems alerts={absences} severalSchools={severalSchools} />
            {needsAttention > 0 && (
              <List.Item>
                <TextLink to="/sessions" size="sm">
                  <Plural
                    value={needsAttention}
                    one="# offline change needs your attention"
                    other="# offline changes need your attention"
                  />
                </TextLink>
              </List.Item>
            )}
          </List>
        </Alert>
      )}
    </SectionCard>
  );
});

function TaskLink({ task }: { task: PendingTask }) {
  if (task.type === 'draft_assessment') {
    return (
      <TextLink to="/teacher/assessments" size="sm">
        {contractText(task.message)}
      </TextLink>
    );
  }
  if (task.type === 'draft_survey') {
    return (
      <TextLink to="/teacher/surveys" size="sm">
        {contractText(task.message)}
      </TextLink>
    );
  }
  return (
    <TextLink to="/sessions" size="sm">
      {contractText(task.message)}
    </TextLink>
  );
}
