import { Badge, Group, Stack, Text } from '@mantine/core';
import { ROLE_LABELS } from '#contract/roles';
import type { TeacherListItem } from '#contract/people';
import { DetailList, DetailSection, DetailsDialog, recordTimes } from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { formatPhone } from '#src/components/phone-input/country-codes';

/** A teacher's details: contact, status, role, dates, schools, institution and class assignments per school. */
export function TeacherDetailsDialog({ teacher, onClose }: { teacher: TeacherListItem | null; onClose: () => void }) {
  const institutions = teacher
    ? [...new Map(teacher.schools.map((s) => [s.institution_id._id, s.institution_id.name])).values()]
    : [];
  return (
    <DetailsDialog opened={Boolean(teacher)} onClose={onClose} title={teacher?.name ?? 'Teacher'}>
      {teacher && (
        <Stack gap="lg">
          <DetailList
            items={[
              { label: 'Email', value: teacher.email },
              { label: 'Phone', value: formatPhone(teacher.phone) || 'N/A' },
              { label: 'Status', value: <StatusBadge status={teacher.status} /> },
              { label: 'Role', value: ROLE_LABELS[teacher.role] ?? teacher.role },
              ...recordTimes(teacher),
              {
                label: 'Assigned schools',
                value: teacher.schools.map((s) => s.name).join(', ') || 'Not assigned',
                full: true,
              },
              { label: 'Institution', value: institutions.join(', ') || 'Not assigned', full: true },
              { label: 'Created by', value: teacher.created_by?.name ?? 'System' },
            ]}
          />
          <DetailSection title="Class assignments">
            {teacher.teaching_assignments.length === 0 ? (
              <Text size="sm" c="dimmed">
                No class assignments
              </Text>
            ) : (
              teacher.teaching_assignments.map((a) => (
                <Stack key={a.school_id} gap={4}>
                  <Text size="sm" fw={500}>
                    {teacher.schools.find((s) => s._id === a.school_id)?.name ?? 'School'}
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
                        No classes chosen
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
