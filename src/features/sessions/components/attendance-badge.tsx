import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { ClassSessionView } from '#contract/sessions-types';
import { attendanceBand, attendancePercent } from './session-figures';
import { inOwnDigits } from '#src/i18n/intl-format';

const LOOK = {
  default: { variant: 'filled', color: 'blue' },
  secondary: { variant: 'light', color: 'gray' },
  destructive: { variant: 'filled', color: 'red' },
} as const;

/** Attended of total with the percentage, coloured by the spec's bands; 'In progress' before the end. */
export function AttendanceBadge({ session }: { session: ClassSessionView }) {
  const percent = attendancePercent(session);
  if (percent === null) {
    return (
      <Badge variant="outline" color="gray">
        {session.status === 'in_progress' ? <Trans>In progress</Trans> : <Trans>No attendance</Trans>}
      </Badge>
    );
  }
  const band = attendanceBand(percent);
  return (
    <Badge {...LOOK[band]} data-band={band} style={{ minWidth: 'max-content' }}>
      {inOwnDigits(`${session.students_attended}/${session.total_students} (${percent}%)`)}
    </Badge>
  );
}
