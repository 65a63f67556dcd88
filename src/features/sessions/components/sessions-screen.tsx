import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClassSessionView } from '#contract/sessions-types';
import type { PublicUser } from '#contract/user';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { schoolNamesQuery, useTeachingChoices } from '#src/lib/teaching-choices';
import { errorMessage } from '#src/lib/api-client';
import { notify } from '#src/lib/notify';
import { useErrorToast } from '#src/lib/use-error-toast';
import { sessionStatsOf } from '#contract/session-stats';
import { useOnline } from '#src/components/network/use-online';
import { downloadSessionsCsv, heldSessions } from '../api/export-sessions';
import { useSessionFigures, useSessions } from '../api/list-sessions';
import { EndedSessionNotice } from './ended-session-notice';
import { rangeStart } from './session-figures';
import { SessionFilters, type SessionListParams } from './session-filters';
import { SessionStatCards } from './session-stat-cards';
import { SessionsTable } from './sessions-table';
import { shownSessions, unsent } from '#src/lib/shown-sessions';
import { useDeviceSessions } from '#src/lib/use-device-sessions';
import { TeacherFilter } from './teacher-filter';
import { CsvNote } from '#src/components/csv-note';

type Props = {
  user: PublicUser;
  params: SessionListParams;
  ended?: string;
  onParamsChange: (next: SessionListParams) => void;
};

/**
 * /sessions: a teacher's own sessions (other roles: the sessions in their scope), the whole history in pages of 50,
 * filtered by the server, with the four figures over everything the filter matches. A teacher's sessions that this
 * device has not sent yet (or sent lately) are merged in, marked; offline the screen shows what the device has
 * (issue 39): the pages it keeps and its own sessions, with the figures over those and a line saying so.
 */
export function SessionsScreen({ user, params, ended, onParamsChange }: Props) {
  const { t } = useLingui();
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
  useErrorToast(list.error, t`Failed to load sessions`);

  const schools = teacher
    ? choices.map((c) => ({ value: c.school_id, label: c.name }))
    : [...(names.data ?? new Map<string, string>())].map(([value, label]) => ({ value, label }));
  const classes = teacher
    ? [...new Set(choices.filter((c) => !params.school || c.school_id === params.school).flatMap((c) => c.classes))]
    : null;
  const queryClient = useQueryClient();
  const { online } = useOnline();
  const device = useDeviceSessions(teacher ? user._id : undefined);
  /** A teacher's rows with the sessions this device has not sent yet (or sent lately), each once. */
  const withDevice = (rows: ClassSessionView[], firstPage = true) =>
    teacher
      ? shownSessions(rows, device ?? [], {
          filters,
          firstPage,
          teacher: { _id: user._id, name: user.name },
          schoolName: (id) => choices.find((c) => c.school_id === id)?.name ?? t`School`,
          ended,
        })
      : rows;
  const [exporting, setExporting] = useState(false);
  /** One download per click: the button waits for the file. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const from = await downloadSessionsCsv(queryClient, filters, withDevice);
      if (from === 'device') notify.info(t`Offline: the file holds the sessions on this device, and says so`);
    } catch (error) {
      notify.error(errorMessage(error, t`Failed to export sessions`));
    } finally {
      setExporting(false);
    }
  };
  // Offline, a page never fetched falls back to the pages of this filter the device keeps.
  const fromServer = list.data?.data ?? (online ? [] : heldSessions(queryClient, filters));
  const sessions = withDevice(fromServer, (params.page ?? 1) === 1);
  const pages = list.data?.pagination;
  const waiting = sessions.filter(unsent).length;
  const stats = online ? figures.data : sessionStatsOf(sessions);
  const shown = sessions.length;
  const figuresNote = !online
    ? t`Offline: the figures are over the ${plural(shown, { one: '# session', other: '# sessions' })} shown, as this device has them.`
    : waiting > 0 && stats
      ? t`${plural(waiting, { one: '# session on this device is', other: '# sessions on this device are' })} waiting to sync and not in these figures yet.`
      : null;

  return (
    <Stack>
      <PageHeader
        title={teacher ? t`My Sessions` : t`Sessions`}
        subtitle={t`Classes taught, with the slides covered and attendance`}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              <Trans>Download CSV</Trans>
            </Button>
            <LinkButton to="/log-session" leftSection={<IconPlus size={16} />}>
              <Trans>Log New Session</Trans>
            </LinkButton>
          </Group>
        }
      />
      <CsvNote />
      {ended && <EndedSessionNotice sessionId={ended} />}
      <SessionStatCards stats={stats} note={figuresNote} />
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
        empty={
          online
            ? undefined
            : t`You are offline. Sessions taught on this device show here; the rest of the history needs a connection.`
        }
        error={list.isError}
        onRetry={() => void list.refetch()}
      />
      {pages && (
        <ListPagination
          page={pages.page}
          totalPages={pages.totalPages}
          total={pages.total}
          noun={t`sessions`}
          singular={t`session`}
          onChange={(page) => onParamsChange({ ...params, page: page > 1 ? page : undefined })}
        />
      )}
    </Stack>
  );
}
