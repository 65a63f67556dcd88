import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { List } from '@mantine/core';
import { ABSENCE_STREAK, type AbsenceAlert } from '#contract/absence-alerts';
import { TextLink } from '#src/components/text-link';

/**
 * One line per absence alert, each a link to the class's register of the month of the last missed session. The
 * line is contract/absence-alerts.ts's absenceMessage in the reader's language, with the school's name for a reader
 * of several schools (`severalSchools`, or alerts from more than one): their 6A may be at two.
 */
export function AbsenceAlertItems({ alerts, severalSchools }: { alerts: AbsenceAlert[]; severalSchools?: boolean }) {
  const { t } = useLingui();
  const streak = ABSENCE_STREAK;
  const withSchool = severalSchools || new Set(alerts.map((a) => a.school_id)).size > 1;
  return alerts.map((a) => {
    const name = a.name;
    const classLevel = a.class_level;
    const school = a.school_name;
    return (
      <List.Item key={`${a.student_id}:${a.school_id}:${a.class_level}`}>
        <TextLink
          to="/classes/$schoolId/$classLevel/register"
          params={{ schoolId: a.school_id, classLevel: a.class_level }}
          search={{ month: a.last.slice(0, 7) }}
          size="sm"
        >
          {withSchool
            ? t`${name} (Class ${classLevel}, ${school}) was absent from the last ${plural(streak, { one: '# session', other: '# sessions' })}`
            : t`${name} (Class ${classLevel}) was absent from the last ${plural(streak, { one: '# session', other: '# sessions' })}`}
        </TextLink>
      </List.Item>
    );
  });
}
