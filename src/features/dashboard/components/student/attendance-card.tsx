import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCalendarStats } from '@tabler/icons-react';
import type { StudentProgress } from '#contract/analytics-people-types';
import { StatCard } from '#src/components/stat-card';
import { percent } from '../figures';

/**
 * The spec's Attendance card with the student's own figure (issue 17): the roll calls of their classes they were
 * present at, of those held ('38 of 45 sessions'). Sessions logged with the numbers only cannot say who was there,
 * so with no roll call yet the card says so, with the class's rate beside it where there is one.
 */
export function AttendanceCard({ progress }: { progress: StudentProgress }) {
  const { t } = useLingui();
  const own = progress.own_attendance;
  const classRate = progress.attendance.rate;
  const attended = own.attended;
  const held = own.held;
  const rate = percent(classRate);
  const hint =
    held > 0 ? (
      t`${attended} of ${plural(held, { one: '# session', other: '# sessions' })}`
    ) : classRate === null ? (
      t`No attendance recorded yet`
    ) : (
      <Trans>
        No roll call taken yet
        <br />
        Your class: {rate}
      </Trans>
    );
  return (
    <StatCard
      label={t`Attendance`}
      value={percent(own.rate)}
      hint={hint}
      icon={<IconCalendarStats size={18} />}
      color="green"
    />
  );
}
