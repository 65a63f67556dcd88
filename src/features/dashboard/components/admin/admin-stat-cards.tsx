import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import {
  IconActivityHeartbeat,
  IconBuilding,
  IconCalendarEvent,
  IconChalkboard,
  IconSchool,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { AdminDashboard, SystemHealth } from '#contract/analytics-types';
import { StatCardLink } from '#src/components/stat-card';
import { percentText } from '#src/lib/format';

/** Shown with `i18n._`. */
export const HEALTH_LABEL: Record<SystemHealth['status'], MessageDescriptor> = {
  healthy: msg`All checks passing`,
  degraded: msg`Some checks need a look`,
  unhealthy: msg`A check is failing`,
};
export const HEALTH_COLOR: Record<SystemHealth['status'], string> = {
  healthy: 'green',
  degraded: 'yellow',
  unhealthy: 'red',
};

/** The eight stat cards; each is a link to the list behind its figure (System Health to its panel below). */
export function AdminStatCards({
  overview: o,
  health,
}: {
  overview: AdminDashboard['overview'];
  health: SystemHealth;
}) {
  const { i18n, t } = useLingui();
  const pending = o.pending_approvals;
  return (
    <SimpleGrid cols={{ base: 2, sm: 2, md: 4 }} spacing="sm">
      <StatCardLink
        to="/users"
        label={t`Total Users`}
        value={o.total_users}
        hint={t`Every account`}
        icon={<IconUsers size={18} />}
      />
      <StatCardLink
        to="/institutions"
        label={t`Institutions`}
        value={o.total_institutions}
        hint={t`Registered institutions`}
        icon={<IconBuilding size={18} />}
        color="grape"
      />
      <StatCardLink
        to="/schools"
        label={t`Schools`}
        value={o.total_schools}
        hint={t`Across all institutions`}
        icon={<IconSchool size={18} />}
        color="teal"
      />
      <StatCardLink
        to="/students"
        label={t`Students`}
        value={o.total_students}
        hint={t`Enrolled students`}
        icon={<IconUsersGroup size={18} />}
        color="cyan"
      />
      <StatCardLink
        to="/users"
        search={{ role: 'teacher' }}
        label={t`Teachers`}
        value={o.total_teachers}
        hint={t`Teacher accounts`}
        icon={<IconChalkboard size={18} />}
        color="orange"
      />
      <StatCardLink
        to="/sessions"
        label={t`Sessions`}
        value={o.total_sessions}
        hint={t`Class sessions logged`}
        icon={<IconCalendarEvent size={18} />}
        color="indigo"
      />
      <StatCardLink
        to="/users"
        search={{ status: 'pending' }}
        label={t`Pending Approvals`}
        value={o.pending_approvals}
        hint={
          pending > 0 ? t`${plural(pending, { one: '# account', other: '# accounts' })} waiting` : t`Nobody waiting`
        }
        icon={<IconUserCheck size={18} />}
        color={o.pending_approvals > 0 ? 'yellow' : 'gray'}
      />
      <StatCardLink
        to="/dashboard"
        hash="system-health"
        label={t`System Health`}
        value={percentText(health.score)}
        hint={i18n._(HEALTH_LABEL[health.status])}
        icon={<IconActivityHeartbeat size={18} />}
        color={HEALTH_COLOR[health.status]}
      />
    </SimpleGrid>
  );
}
