import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { GRADES, defaultSlidesForGrade } from '#contract/constants';
import { gradeOf } from '#contract/class-level';
import {
  DetailList,
  DetailSection,
  DetailsDialog,
  LocationAndContact,
  orNotSpecified,
  recordTimes,
} from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { formatRupees, plural } from '#src/lib/format';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSchool } from '../api/get-school';

/** The school details dialog of spec 02 §2. */
export function SchoolDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useSchool(id);
  useErrorToast(query.error, 'Failed to load school details', onClose);
  const school = query.data?.school;
  const grades = school ? GRADES.filter((g) => school.classes_offered.some((c) => gradeOf(c) === g)) : [];
  return (
    <DetailsDialog opened={Boolean(id)} onClose={onClose} title={school?.name ?? 'School details'}>
      {school && (
        <Stack gap="lg">
          <DetailList
            items={[
              { label: 'Name', value: school.name },
              { label: 'Status', value: <StatusBadge status={school.status === 'active' ? 'active' : 'inactive'} /> },
              { label: 'Institution', value: school.institution_id?.name ?? 'N/A' },
              { label: 'Board', value: orNotSpecified(school.metadata.board) },
              {
                label: 'Manager',
                value: school.manager_id
                  ? `${school.manager_id.name} (${school.manager_id.email})`
                  : 'No manager assigned',
              },
              { label: 'Created by', value: school.created_by?.name ?? 'System' },
              { label: 'Fee per student', value: formatRupees(school.fee_per_student) },
            ]}
          />
          <LocationAndContact
            metadata={school.metadata}
            place={{ label: 'City', value: orNotSpecified(school.metadata.city) }}
          />
          <DetailSection title="Classes offered">
            {school.classes_offered.length === 0 ? (
              <Text size="sm" c="dimmed">
                No classes offered
              </Text>
            ) : (
              <Group gap={4}>
                {school.classes_offered.map((c) => (
                  <Badge key={c} variant="light">
                    {c}
                  </Badge>
                ))}
              </Group>
            )}
          </DetailSection>
          {grades.length > 0 && (
            <DetailSection title="Slides per class">
              <Table withTableBorder>
                <Table.Tbody>
                  {grades.map((g) => (
                    <Table.Tr key={g}>
                      <Table.Td>Class {g}</Table.Td>
                      <Table.Td ta="right">
                        {plural(school.total_slides_per_class[String(g)] ?? defaultSlidesForGrade(g), 'slide')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </DetailSection>
          )}
          <DetailSection title="Statistics">
            <DetailList
              items={[
                { label: 'Teachers', value: school.statistics.teachers },
                { label: 'Students', value: school.statistics.students },
                { label: 'Classes', value: school.statistics.classes },
              ]}
            />
          </DetailSection>
          <DetailList items={recordTimes(school)} />
        </Stack>
      )}
    </DetailsDialog>
  );
}
