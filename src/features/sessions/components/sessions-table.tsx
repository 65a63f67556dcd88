import { ActionIcon, type ActionIconProps, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { type ListColumn, ListTable, NO_WRAP } from '#src/components/list-screen/list-table';
import { TextLink } from '#src/components/text-link';
import { clock, formatDate } from '#src/lib/format';
import { AttendanceBadge } from './attendance-badge';
import { type ShownSession, unsent } from '#src/lib/shown-sessions';

const AnchorIcon = forwardRef<HTMLAnchorElement, ActionIconProps & AnchorHTMLAttributes<HTMLAnchorElement>>(
  (props, ref) => <ActionIcon component="a" ref={ref} {...props} />,
);
AnchorIcon.displayName = 'AnchorIcon';
const LinkIcon = createLink(AnchorIcon);
/** The month of a session (UTC, as registers count it): 'February 2026'. */
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const formatMonth = (date: string) => monthName.format(new Date(date));

/** Where this device stands on a session it taught: waiting, refused, or sent (and when). */
function DeviceMark({ session }: { session: ShownSession }) {
  const mark = session.mark;
  if (!mark) return null;
  if (mark.state === 'sent') {
    return (
      <Badge size="sm" variant="light" color="green" tt="none">
        Sent {clock(mark.at)}
      </Badge>
    );
  }
  if (mark.state === 'attention') {
    return (
      <Badge size="sm" variant="light" color="red" tt="none">
        Needs attention
      </Badge>
    );
  }
  return (
    <Badge size="sm" variant="light" color="yellow" tt="none">
      Waiting to sync
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

const sessionLabel = (s: ShownSession) => `Class ${s.class_level} on ${formatDate(s.session_date)}`;

/** The class, linked to its register for the session's month. */
function ClassLink({ session: s, prefix = false }: { session: ShownSession; prefix?: boolean }) {
  return (
    <TextLink
      to="/classes/$schoolId/$classLevel/register"
      params={{ schoolId: s.school_id._id, classLevel: s.class_level }}
      search={{ month: new Date(s.session_date).toISOString().slice(0, 7) }}
      size="sm"
      aria-label={`Register of Class ${s.class_level}, ${formatMonth(s.session_date)}`}
    >
      {prefix ? `Class ${s.class_level}` : s.class_level}
    </TextLink>
  );
}

const Notes = ({ notes }: { notes: string }) => (
  <Text size="sm" lineClamp={2} c={notes ? undefined : 'dimmed'}>
    {notes || '—'}
  </Text>
);

function columns(showTeacher: boolean): ListColumn<ShownSession>[] {
  return [
    {
      header: 'Date',
      td: NO_WRAP,
      cell: (s) => (
        <Stack gap={4} align="flex-start">
          {formatDate(s.session_date)}
          <DeviceMark session={s} />
        </Stack>
      ),
    },
    ...(showTeacher ? [{ header: 'Teacher', cell: (s: ShownSession) => s.teacher_id.name }] : []),
    { header: 'School', cell: (s) => s.school_id.name },
    { header: 'Class', cell: (s) => <ClassLink session={s} />, onPhone: (s) => <ClassLink session={s} prefix /> },
    {
      header: 'Slides',
      td: NO_WRAP,
      cell: (s) => `${s.starting_slide}–${s.ending_slide}`,
      onPhone: (s) => <Text size="sm">{`Slides ${s.starting_slide}–${s.ending_slide}`}</Text>,
    },
    { header: 'Attendance', cell: (s) => <AttendanceBadge session={s} />, onPhone: true },
    { header: 'Notes', td: { maw: 240 }, cell: (s) => <Notes notes={s.notes} /> },
  ];
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
  return (
    <ListTable
      rows={sessions}
      rowKey={(s) => s._id}
      columns={columns(showTeacher)}
      minWidth={760}
      label="Session history"
      state={{ loading, error, onRetry, empty: empty ?? 'No sessions found' }}
      card={{ name: sessionLabel, title: (s) => <SessionCardTitle session={s} showTeacher={showTeacher} /> }}
      actions={
        // Others' sessions (showTeacher) are read-only: no Actions column at all.
        showTeacher
          ? undefined
          : (s) =>
              s.teacher_id._id === userId &&
              !unsent(s) && (
                <Tooltip label="Edit session">
                  <LinkIcon
                    to="/edit-session/$id"
                    params={{ id: s._id }}
                    variant="subtle"
                    aria-label={`Edit session of ${sessionLabel(s)}`}
                  >
                    <IconPencil size={16} />
                  </LinkIcon>
                </Tooltip>
              )
      }
    />
  );
}
