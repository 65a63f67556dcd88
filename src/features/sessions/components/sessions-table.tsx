import { ActionIcon, type ActionIconProps, Badge, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { TableStateRow } from '#src/components/table-states';
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

/** The session history: date, school, class, slides, attendance, notes and an edit link for one's own sessions. */
export function SessionsTable({ sessions, userId, showTeacher, loading, error, onRetry, empty }: Props) {
  const columns = showTeacher ? 8 : 7;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Session history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            {showTeacher && <Table.Th>Teacher</Table.Th>}
            <Table.Th>School</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Slides</Table.Th>
            <Table.Th>Attendance</Table.Th>
            <Table.Th>Notes</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.length === 0 ? (
            <TableStateRow
              colSpan={columns}
              loading={loading}
              error={error}
              onRetry={onRetry}
              empty={empty ?? 'No sessions found'}
            />
          ) : (
            sessions.map((s) => {
              const label = `Class ${s.class_level} on ${formatDate(s.session_date)}`;
              return (
                <Table.Tr key={s._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Stack gap={4} align="flex-start">
                      {formatDate(s.session_date)}
                      <DeviceMark session={s} />
                    </Stack>
                  </Table.Td>
                  {showTeacher && <Table.Td>{s.teacher_id.name}</Table.Td>}
                  <Table.Td>{s.school_id.name}</Table.Td>
                  <Table.Td>
                    <TextLink
                      to="/classes/$schoolId/$classLevel/register"
                      params={{ schoolId: s.school_id._id, classLevel: s.class_level }}
                      search={{ month: new Date(s.session_date).toISOString().slice(0, 7) }}
                      size="sm"
                      aria-label={`Register of Class ${s.class_level}, ${formatMonth(s.session_date)}`}
                    >
                      {s.class_level}
                    </TextLink>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {s.starting_slide}–{s.ending_slide}
                  </Table.Td>
                  <Table.Td>
                    <AttendanceBadge session={s} />
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Text size="sm" lineClamp={2} c={s.notes ? undefined : 'dimmed'}>
                      {s.notes || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {s.teacher_id._id === userId && !unsent(s) && (
                      <Tooltip label="Edit session">
                        <LinkIcon
                          to="/edit-session/$id"
                          params={{ id: s._id }}
                          variant="subtle"
                          aria-label={`Edit session of ${label}`}
                        >
                          <IconPencil size={16} />
                        </LinkIcon>
                      </Tooltip>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
