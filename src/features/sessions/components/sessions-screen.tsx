import { Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicUser } from '#contract/user';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { schoolNamesQuery, useTeachingChoices } from '#src/lib/teaching-choices';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { downloadSessionsCsv } from '../api/export-sessions';
import { useSessionFigures, useSessions } from '../api/list-sessions';
import { EndedSessionNotice } from './ended-session-notice';
import { rangeStart } from './session-figures';
import { SessionFilters, type SessionListParams } from './session-filters';
import { SessionStatCards } from './session-stat-cards';
import { SessionsTable } from './sessions-table';
import { TeacherFilter } from './teacher-filter';

type Props = {
  user: PublicUser;
  params: SessionListParams;
  ended?: string;
  onParamsChange: (next: SessionListParams) => void;
};

/**
 * /sessions: a teacher's own sessions (other roles: the sessions in their scope), the whole history in pages of 50,
 * filtered by the server, with the four figures over everything the filter matches.
 */
export function SessionsScreen({ user, params, ended, onParamsChange }: Props) {
  const teacher = user.role === 'teacher';
  const { choices } = useTeachingChoices();
  const names = useQuery({ ...schoolNamesQuery, enabled: !teacher });
  const filters = {
    school_id: params.school,
    class_level: params.class,
    start_date: params.range ? rangeStart(params.range) : undefined,
    teacher_id: teacher ? user._id : params.teacher,
  };
  const list = useSessions({ ...filters, page: params.page ?? 1 });
  const figures = useSessionFigures(filters);
  useErrorToast(list.error, 'Failed to load sessions');

  const schools = teacher
    ? choices.map((c) => ({ value: c.school_id, label: c.name }))
    : [...(names.data ?? new Map<string, string>())].map(([value, label]) => ({ value, label }));
  const classes = teacher
    ? [...new Set(choices.filter((c) => !params.school || c.school_id === params.school).flatMap((c) => c.classes))]
    : null;
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  /** One download per click: the button waits for the file. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const from = await downloadSessionsCsv(queryClient, filters);
      if (from === 'device') notify.info('Offline: the file holds the sessions on this device, and says so');
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to export sessions'));
    } finally {
      setExporting(false);
    }
  };
  const sessions = list.data?.data ?? [];
  const pages = list.data?.pagination;

  return (
    <Stack>
      <PageHeader
        title={teacher ? 'My Sessions' : 'Sessions'}
        subtitle="Classes taught, with the slides covered and attendance"
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              Download CSV
            </Button>
            <LinkButton to="/log-session" leftSection={<IconPlus size={16} />}>
              Log New Session
            </LinkButton>
          </Group>
        }
      />
      {ended && <EndedSessionNotice sessionId={ended} />}
      <SessionStatCards stats={figures.data} />
      <SessionFilters
        params={params}
        schools={schools}
        classes={classes}
        teacherFilter={
          teacher ? undefined : (
            <TeacherFilter
              value={params.teacher}
              valueLabel={sessions.find((s) => s.teacher_id._id === params.teacher)?.teacher_id.name}
              onChange={(id) => onParamsChange({ ...params, teacher: id, page: undefined })}
            />
          )
        }
        onChange={onParamsChange}
      />
      <SessionsTable
        sessions={sessions}
        userId={user._id}
        showTeacher={!teacher}
        loading={list.isLoading}
        error={list.isError}
        onRetry={() => void list.refetch()}
      />
      {pages && (
        <ListPagination
          page={pages.page}
          totalPages={pages.totalPages}
          total={pages.total}
          noun="sessions"
          onChange={(page) => onParamsChange({ ...params, page: page > 1 ? page : undefined })}
        />
      )}
    </Stack>
  );
}
