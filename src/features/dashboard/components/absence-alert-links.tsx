import { List } from '@mantine/core';
import { type AbsenceAlert, absenceMessage } from '#contract/absence-alerts';
import { TextLink } from '#src/components/text-link';

/** One line per absence alert, each a link to the class's register of the month of the last missed session. */
export function AbsenceAlertItems({ alerts }: { alerts: AbsenceAlert[] }) {
  return alerts.map((a) => (
    <List.Item key={`${a.student_id}:${a.school_id}:${a.class_level}`}>
      <TextLink
        to="/classes/$schoolId/$classLevel/register"
        params={{ schoolId: a.school_id, classLevel: a.class_level }}
        search={{ month: a.last.slice(0, 7) }}
        size="sm"
      >
        {absenceMessage(a)}
      </TextLink>
    </List.Item>
  ));
}
