import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EMAIL_PATTERN } from '#contract/auth';
import type { SchoolView } from '#contract/schools';
import { DetailList } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { formatDate, formatRupees } from '#src/lib/format';
import type { SchoolFormValues } from './school-form-values';

/** The create form's requirements panel; each requirement ticks once met. */
export function SchoolRequirementsPanel({ values }: { values: SchoolFormValues }) {
  const { t } = useLingui();
  const filled = (s: string) => s.trim().length > 0;
  const items = [
    { label: t`School name`, ok: filled(values.name) },
    { label: t`An institution`, ok: filled(values.institution_id) },
    { label: t`At least one class offered`, ok: Object.values(values.grades).some(Boolean) },
    { label: t`State, city and address`, ok: filled(values.state) && filled(values.city) && filled(values.address) },
    { label: t`A valid contact email`, ok: EMAIL_PATTERN.test(values.contact_email.trim()) },
    { label: t`A phone number`, ok: filled(values.contact_phone) },
    { label: t`An educational board`, ok: filled(values.board) },
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Requirements</Trans>
      </Title>
      <List spacing="xs" size="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.label}
            icon={
              <ThemeIcon color={item.ok ? 'green' : 'gray'} variant="light" size={22} radius="xl">
                {item.ok ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
              </ThemeIcon>
            }
          >
            {item.label}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt="md">
        <Trans>
          Slides per class start at 30 for class 1 and rise by 5 a class to 85 for class 12. The fee is in rupees and
          defaults to ₹0. A school manager is optional.
        </Trans>
      </Text>
    </Paper>
  );
}

/** Shown instead of the create form when no institution exists yet (spec 02 §2). */
export function MissingRequirementsCard() {
  return (
    <Card withBorder p="lg" radius="md" maw={560}>
      <ThemeIcon color="orange" variant="light" size="lg" radius="xl" mb="sm">
        <IconAlertTriangle size={20} />
      </ThemeIcon>
      <Title order={2} size="h4">
        <Trans>Missing Requirements</Trans>
      </Title>
      <Text c="dimmed" mt={4}>
        <Trans>A school belongs to an institution, and no institution exists yet. Create an institution first.</Trans>
      </Text>
      <Anchor component={Link} to="/institutions/new" mt="md" fw={600}>
        <Trans>Create Institution</Trans>
      </Anchor>
    </Card>
  );
}

/** The edit form's current-school summary. */
export function SchoolSummaryPanel({ school }: { school: SchoolView }) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        <Trans>Current School</Trans>
      </Title>
      <DetailList
        items={[
          { label: t`Name`, value: school.name, full: true },
          { label: t`Institution`, value: school.institution_id?.name ?? t`N/A`, full: true },
          { label: t`Manager`, value: school.manager_id?.name ?? t`No Manager` },
          { label: t`Status`, value: <StatusBadge status={school.status === 'active' ? 'active' : 'inactive'} /> },
          { label: t`Classes`, value: school.classes_offered.length },
          { label: t`Students`, value: school.statistics.students },
          { label: t`Teachers`, value: school.statistics.teachers },
          { label: t`Fee per student`, value: formatRupees(school.fee_per_student) },
          { label: t`Created`, value: formatDate(school.createdAt) },
        ]}
      />
    </Paper>
  );
}
