import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { attendanceRate } from '#contract/analytics';
import { TextLink } from '#src/components/text-link';
import { formatDate } from '#src/lib/format';
import { type ShownSession, unsent } from '#src/lib/shown-sessions';
import { SectionCard } from './section-card';
import { inOwnDigits } from '#src/i18n/intl-format';

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
  const { t } = useLingui();
  return (
    <SectionCard
      title={t`Recent Sessions`}
      actions={
        <TextLink to="/sessions" size="sm">
          <Trans>View All</Trans>
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
            const classLevel = s.class_level;
            const startingSlide = s.starting_slide;
            const endingSlide = s.ending_slide;
            return (
              <Group
                key={s._id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                aria-label={t`Session of class ${classLevel}`}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    <Trans>
                      Class {classLevel} ·{' '}
                      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
                        Slides {startingSlide}–{endingSlide}
                      </Text>
                    </Trans>
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {formatDate(s.session_date)} · {s.school_id.name}
                    {showTeacher ? ` · ${s.teacher_id.name}` : ''}
                    {unsent(s) ? ` · ${t`Waiting to sync`}` : ''}
                  </Text>
                </div>
                {rate === null ? (
                  <Badge variant="outline" color="gray">
                    {s.status === 'in_progress' ? t`In progress` : t`No attendance`}
                  </Badge>
                ) : (
                  <Badge variant="light">{inOwnDigits(`${s.students_attended}/${s.total_students}`)}</Badge>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
});
