import { memo } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { attendanceRate } from '#contract/analytics';
import { TextLink } from '#src/components/text-link';
import { formatDate } from '#src/lib/format';
import { type ShownSession, unsent } from '#src/lib/shown-sessions';
import { SectionCard } from './section-card';

export const RECENT_SHOWN = 5;

/** The latest 5 sessions (date, class, school, slides, attendance) with a link to the full history. */
export const RecentSessions = memo(function RecentSessions({
  sessions,
  empty,
  showTeacher,
}: {
  sessions: ShownSession[];
  empty: string;
  showTeacher?: boolean;
}) {
  return (
    <SectionCard
      title="Recent Sessions"
      actions={
        <TextLink to="/sessions" size="sm">
          View All
        </TextLink>
      }
    >
      {sessions.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.slice(0, RECENT_SHOWN).map((s) => {
            const rate =
              s.students_attended !== null && s.total_students
                ? attendanceRate(s.students_attended, s.total_students)
                : null;
            return (
              <Group
                key={s._id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                aria-label={`Session of class ${s.class_level}`}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    Class {s.class_level} ·{' '}
                    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                      Slides {s.starting_slide}–{s.ending_slide}
                    </Text>
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {formatDate(s.session_date)} · {s.school_id.name}
                    {showTeacher ? ` · ${s.teacher_id.name}` : ''}
                    {unsent(s) ? ' · Waiting to sync' : ''}
                  </Text>
                </div>
                {rate === null ? (
                  <Badge variant="outline" color="gray">
                    {s.status === 'in_progress' ? 'In progress' : 'No attendance'}
                  </Badge>
                ) : (
                  <Badge variant="light">
                    {s.students_attended}/{s.total_students}
                  </Badge>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
});
