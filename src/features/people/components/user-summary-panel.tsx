import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import type { PublicUser } from '#contract/user';
import { DetailList } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { usePeopleLabels } from './role-labels';
import { useNameLookup } from './use-name-lookup';

/** The edit form's side summary: account email, current role, status, institution or school (spec 02 §2). */
export function UserSummaryPanel({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const labels = usePeopleLabels();
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
    { label: t`Account email`, value: user.email, full: true },
    { label: t`Current role`, value: labels.role(user.role) },
    { label: t`Status`, value: <StatusBadge status={user.status} /> },
  ];
  if (user.role === 'institution_manager') {
    items.push({
      label: t`Institution`,
      value: user.manages_institutions.map(names.institutionName).join(', ') || t`Not assigned`,
      full: true,
    });
  } else if (user.role !== 'admin') {
    items.push({ label: t`School`, value: schoolIds.map(names.schoolName).join(', ') || t`Not assigned`, full: true });
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Account Summary</Trans>
        </Title>
        <DetailList items={items} />
      </Stack>
    </Paper>
  );
}
