import { Paper, Stack, Title } from '@mantine/core';
import { ROLE_LABELS } from '#contract/roles';
import type { PublicUser } from '#contract/user';
import { DetailList } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { useNameLookup } from './use-name-lookup';

/** The edit form's side summary: account email, current role, status, institution or school (spec 02 §2). */
export function UserSummaryPanel({ user }: { user: PublicUser }) {
  const names = useNameLookup();
  const schoolIds =
    user.role === 'school_manager'
      ? user.manages_schools
      : user.role === 'teacher'
        ? user.teaching_assignments.map((a) => a.school_id)
        : user.studies_at_school
          ? [user.studies_at_school]
          : [];
  const items = [
    { label: 'Account email', value: user.email, full: true },
    { label: 'Current role', value: ROLE_LABELS[user.role] ?? user.role },
    { label: 'Status', value: <StatusBadge status={user.status} /> },
  ];
  if (user.role === 'institution_manager') {
    items.push({
      label: 'Institution',
      value: user.manages_institutions.map(names.institutionName).join(', ') || 'Not assigned',
      full: true,
    });
  } else if (user.role !== 'admin') {
    items.push({ label: 'School', value: schoolIds.map(names.schoolName).join(', ') || 'Not assigned', full: true });
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Account Summary
        </Title>
        <DetailList items={items} />
      </Stack>
    </Paper>
  );
}
