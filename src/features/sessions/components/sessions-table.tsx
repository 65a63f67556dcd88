import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, type ActionIconProps, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { type ListColumn, ListTable, NO_WRAP } from '#src/components/list-screen/list-table';
import { TextLink } from '#src/components/text-link';
import { clock, formatDate, formatMonthYear } from '#src/lib/format';
import { AttendanceBadge } from './attendance-badge';
import { type ShownSession, unsent } from '#src/lib/shown-sessions';
import { LazyTooltip } from '#src/components/lazy-tooltip';
import { inOwnDigits } from '#src/i18n/intl-format';

const AnchorIcon = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorHTMLAttributes<HTMLAnchorElement>>(
  (props, ref) => <ActionIcon component="a" ref={ref} {...props} />,
);
AnchorIcon.displayName = 'AnchorIcon';
const LinkIcon = createLink(AnchorIcon);
/** The month of a session (UTC, as registers count it): 'February 2026'. */

/** Where this device stands on a session it taught: waiting, refused, or sent (and when). */
function DeviceMark({ session }: { session: ShownSession }) {
  const mark = session.mark;
  if (!mark) return null;
  if (mark.state === 'sent') {
    const at = clock(mark.at);
    return (
      <Badge size="sm" variant="light" color="green" tt="none">
        <Trans>Sent {at}</Trans>
      </Badge>
    );
  }
  if (mark.state === 'attention') {
    return (
      <Badge size="sm" variant="light" color="red" tt="none">
        <Trans>Needs attention</Trans>
      </Badge>
    );
  }
  return (
    <Badge size="sm" variant="light" color="yellow" tt="none">
      <Trans>Waiting to sync</Trans>
    </Badge>
  );
}

type Props = {
  sessions: ShownSession[];
  userId: string;
  showTeacher: boolean;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** What an empty list says (offline: what needs a connection). */
  empty?: string;
};

/** The class, linked to its register for the session's month. */
function ClassLink({ session: s, prefix = false }: { session: ShownSession; prefix?: boolean }) {
  const { t } = useLingui();
  const classLevel = s.class_level;
  const month = formatMonthYear(s.session_date);
  return (
    <TextLink
      to="/classes/$schoolId/$classLevel/register"
      params={{ schoolId: s.school_id._id, classLevel: s.class_level }}
      search={{ month: new Date(s.session_date).toISOString().slice(0, 7) }}
      size="sm"
      aria-label={t`Register of Class ${classLevel}, ${month}`}
    >
      {prefix ? t`Class ${classLevel}` : classLevel}
    </TextLink>
  );
}

const Notes = ({ notes }: { notes: string }) => (
  <Text size="sm" lineClamp={2} c={notes ? undefined : 'dimmed'}>
    {notes || '—'}
  </Text>
);

type Headers = Record<'date' | 'teacher' | 'school' | 'class' | 'slides' | 'attendance' | 'notes', string>;

function columns(showTeacher: boolean, header: Headers): ListColumn<ShownSession>[] {
  return [
    {
      header: header.date,
      td: NO_WRAP,
      cell: (s) => (
        <Stack gap={4} align="flex-start">
          {formatDate(s.session_date)}
          <DeviceMark session={s} />
        </Stack>
      ),
    },
    ...(showTeacher ? [{ header: header.teacher, cell: (s: ShownSession) => s.teacher_id.name }] : []),
    { header: header.school, cell: (s) => s.school_id.name },
    { header: header.class, cell: (s) => <ClassLink session={s} />, onPhone: (s) => <ClassLink session={s} prefix /> },
    {
      header: header.slides,
      td: NO_WRAP,
      cell: (s) => inOwnDigits(`${s.starting_slide}–${s.ending_slide}`),
      onPhone: (s) => <SlidesRange from={s.starting_slide} to={s.ending_slide} />,
    },
    { header: header.attendance, cell: (s) => <AttendanceBadge session={s} />, onPhone: true },
    { header: header.notes, td: { maw: 240 }, cell: (s) => <Notes notes={s.notes} /> },
  ];
}

function SlidesRange({ from, to }: { from: number; to: number }) {
  const { t } = useLingui();
  return <Text size="sm">{t`Slides ${from}–${to}`}</Text>;
}

/** On a phone: the date and where the device stands, then the school (and teacher) and the notes. */
function SessionCardTitle({ session: s, showTeacher }: { session: ShownSession; showTeacher: boolean }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={600}>{formatDate(s.session_date)}</Text>
        <DeviceMark session={s} />
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {showTeacher ? `${s.teacher_id.name} · ${s.school_id.name}` : s.school_id.name}
      </Text>
      {s.notes && <Notes notes={s.notes} />}
    </Stack>
  );
}

/** The session history: date, school, class, slides, attendance, notes and an edit link for one's own sessions. */
export function SessionsTable({ sessions, userId, showTeacher, loading, error, onRetry, empty }: Props) {
  const { t } = useLingui();
  const headers: Headers = {
    date: t`Date`,
    teacher: t`Teacher`,
    school: t`School`,
    class: t`Class`,
    slides: t`Slides`,
    attendance: t`Attendance`,
    notes: t`Notes`,
  };
  const label = (s: ShownSession) => {
    const classLevel = s.class_level;
    const date = formatDate(s.session_date);
    return t`Class ${classLevel} on ${date}`;
  };
  const editLabel = (s: ShownSession) => {
    const session = label(s);
    return t`Edit session of ${session}`;
  };
  return (
    <ListTable
      rows={sessions}
      rowKey={(s) => s._id}
      columns={columns(showTeacher, headers)}
      minWidth={760}
      label={t`Session history`}
      state={{ loading, error, onRetry, empty: empty ?? t`No sessions found` }}
      card={{ name: label, title: (s) => <SessionCardTitle session={s} showTeacher={showTeacher} /> }}
      actions={
        // Others' sessions (showTeacher) are read-only: no Actions column at all.
        showTeacher
          ? undefined
          : (s) =>
              s.teacher_id._id === userId &&
              !unsent(s) && (
                <LazyTooltip label={t`Edit session`}>
                  <LinkIcon to="/edit-session/$id" params={{ id: s._id }} variant="subtle" aria-label={editLabel(s)}>
                    <IconPencil size={16} />
                  </LinkIcon>
                </LazyTooltip>
              )
      }
    />
  );
}
