import { Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../../contract/user';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { schoolNamesQuery, useTeachingChoices } from '../../../lib/teaching-choices';
import { useErrorToast } from '../../../lib/use-error-toast';
import { SESSION_FETCH_LIMIT, useSessions } from '../api/list-sessions';
import { EndedSessionNotice } from './ended-session-notice';
import { rangeStart, sessionStats } from './session-figures';
import { SessionFilters, type SessionListParams } from './session-filters';
import { SessionStatCards } from './session-stat-cards';
import { SessionsTable } from './sessions-table';

type Props = {
  user: PublicUser;
  params: SessionListParams;
  ended?: string;
  onParamsChange: (next: SessionListParams) => void;
};

/** /sessions: a teacher's own sessions (other roles: the sessions in their scope), filtered, with figures. */
export function SessionsScreen({ user, params, ended, onParamsChange }: Props) {
  const teacher = user.role === 'teacher';
  const { choices } = useTeachingChoices();
  const names = useQuery({ ...schoolNamesQuery, enabled: !teacher });
  const list = useSessions({
    teacher_id: teacher ? user._id : undefined,
    school_id: params.school,
    class_level: params.class,
    start_date: params.range ? rangeStart(params.range) : undefined,
  });
  useErrorToast(list.error, 'Failed to load sessions');

  const schools = teacher
    ? choices.map((c) => ({ value: c.school_id, label: c.name }))
    : [...(names.data ?? new Map<string, string>())].map(([value, label]) => ({ value, label }));
  const classes = teacher
    ? [...new Set(choices.filter((c) => !params.school || c.school_id === params.school).flatMap((c) => c.classes))]
    : null;
  const sessions = list.data?.data ?? [];
  const total = list.data?.pagination.total_sessions ?? 0;

  return (
    <Stack>
      <PageHeader
        title={teacher ? 'My Sessions' : 'Sessions'}
        subtitle="Classes taught, with the slides covered and attendance"
        actions={
          <LinkButton to="/log-session" leftSection={<IconPlus size={16} />}>
            Log New Session
          </LinkButton>
        }
      />
      {ended && <EndedSessionNotice sessionId={ended} />}
      <SessionStatCards stats={sessionStats(sessions)} />
      <SessionFilters params={params} schools={schools} classes={classes} onChange={onParamsChange} />
      {total > sessions.length && (
        <Text size="sm" c="dimmed">
          Showing the latest {SESSION_FETCH_LIMIT} of {total} sessions; the figures above are for these.
        </Text>
      )}
      <SessionsTable
        sessions={sessions}
        userId={user._id}
        showTeacher={!teacher}
        loading={list.isLoading}
        error={list.isError}
        onRetry={() => void list.refetch()}
      />
    </Stack>
  );
}
