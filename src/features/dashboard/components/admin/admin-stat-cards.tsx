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
import { plural } from '../figures';

export const HEALTH_LABEL: Record<SystemHealth['status'], string> = {
  healthy: 'All checks passing',
  degraded: 'Some checks need a look',
  unhealthy: 'A check is failing',
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
  return (
    <SimpleGrid cols={{ base: 2, sm: 2, md: 4 }} spacing="sm">
      <StatCardLink
        to="/users"
        label="Total Users"
        value={o.total_users}
        hint="Every account"
        icon={<IconUsers size={18} />}
      />
      <StatCardLink
        to="/institutions"
        label="Institutions"
        value={o.total_institutions}
        hint="Registered institutions"
        icon={<IconBuilding size={18} />}
        color="grape"
      />
      <StatCardLink
        to="/schools"
        label="Schools"
        value={o.total_schools}
        hint="Across all institutions"
        icon={<IconSchool size={18} />}
        color="teal"
      />
      <StatCardLink
        to="/students"
        label="Students"
        value={o.total_students}
        hint="Enrolled students"
        icon={<IconUsersGroup size={18} />}
        color="cyan"
      />
      <StatCardLink
        to="/users"
        search={{ role: 'teacher' }}
        label="Teachers"
        value={o.total_teachers}
        hint="Teacher accounts"
        icon={<IconChalkboard size={18} />}
        color="orange"
      />
      <StatCardLink
        to="/sessions"
        label="Sessions"
        value={o.total_sessions}
        hint="Class sessions logged"
        icon={<IconCalendarEvent size={18} />}
        color="indigo"
      />
      <StatCardLink
        to="/users"
        search={{ status: 'pending' }}
        label="Pending Approvals"
        value={o.pending_approvals}
        hint={o.pending_approvals > 0 ? `${plural(o.pending_approvals, 'account')} waiting` : 'Nobody waiting'}
        icon={<IconUserCheck size={18} />}
        color={o.pending_approvals > 0 ? 'yellow' : 'gray'}
      />
      <StatCardLink
        to="/dashboard"
        hash="system-health"
        label="System Health"
        value={`${health.score}%`}
        hint={HEALTH_LABEL[health.status]}
        icon={<IconActivityHeartbeat size={18} />}
        color={HEALTH_COLOR[health.status]}
      />
    </SimpleGrid>
  );
}
