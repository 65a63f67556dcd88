import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TeacherListItem } from '#contract/people';
import { DetailList, DetailSection, DetailsDialog, recordTimes } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { usePeopleLabels } from './role-labels';

/** A teacher's details: contact, status, role, dates, schools, institution and class assignments per school. */
export function TeacherDetailsDialog({ teacher, onClose }: { teacher: TeacherListItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const labels = usePeopleLabels();
  const institutions = teacher
    ? [...new Map(teacher.schools.map((s) => [s.institution_id._id, s.institution_id.name])).values()]
    : [];
  return (
    <DetailsDialog opened={Boolean(teacher)} onClose={onClose} title={teacher?.name ?? t`Teacher`}>
      {teacher && (
        <Stack gap="lg">
          <DetailList
            items={[
              { label: t`Email`, value: teacher.email },
              { label: t`Phone`, value: formatPhone(teacher.phone) || t`N/A` },
              { label: t`Status`, value: <StatusBadge status={teacher.status} /> },
              { label: t`Role`, value: labels.role(teacher.role) },
              ...recordTimes(teacher),
              {
                label: t`Assigned schools`,
                value: teacher.schools.map((s) => s.name).join(', ') || t`Not assigned`,
                full: true,
              },
              { label: t`Institution`, value: institutions.join(', ') || t`Not assigned`, full: true },
              { label: t`Created by`, value: teacher.created_by?.name ?? t`System` },
            ]}
          />
          <DetailSection title={t`Class assignments`}>
            {teacher.teaching_assignments.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No class assignments</Trans>
              </Text>
            ) : (
              teacher.teaching_assignments.map((a) => (
                <Stack key={a.school_id} gap={4}>
                  <Text size="sm" fw={500}>
                    {teacher.schools.find((s) => s._id === a.school_id)?.name ?? t`School`}
                  </Text>
                  <Group gap={4}>
                    {a.classes.length ? (
                      a.classes.map((c) => (
                        <Badge key={c} variant="light">
                          {c}
                        </Badge>
                      ))
                    ) : (
                      <Text size="sm" c="dimmed">
                        <Trans>No classes chosen</Trans>
                      </Text>
                    )}
                  </Group>
                </Stack>
              ))
            )}
          </DetailSection>
        </Stack>
      )}
    </DetailsDialog>
  );
}
