import { Badge, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { GRADES, defaultSlidesForGrade, gradeOf } from '#contract/constants';
import { DetailList, DetailSection } from '#src/components/detail-list';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { StatusBadge } from '#src/components/status-badge';
import { formatDateTime, formatRupees } from '#src/lib/format';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSchool } from '../api/get-school';

const orNot = (value: string | null | undefined) => value?.trim() || 'Not specified';

/** The school details dialog of spec 02 §2. */
export function SchoolDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useSchool(id);
  useErrorToast(query.error, 'Failed to load school details', onClose);
  const school = query.data?.school;
  const grades = school ? GRADES.filter((g) => school.classes_offered.some((c) => gradeOf(c) === g)) : [];
  return (
    <Modal opened={Boolean(id)} onClose={onClose} title={school?.name ?? 'School details'} size="lg">
      {!school ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading" />
        </Center>
      ) : (
        <Stack gap="lg">
          <DetailList
            items={[
              { label: 'Name', value: school.name },
              { label: 'Status', value: <StatusBadge status={school.status === 'active' ? 'active' : 'inactive'} /> },
              { label: 'Institution', value: school.institution_id?.name ?? 'N/A' },
              { label: 'Board', value: orNot(school.metadata.board) },
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
          <DetailSection title="Location and contact">
            <DetailList
              items={[
                { label: 'State', value: orNot(school.metadata.state) },
                { label: 'City', value: orNot(school.metadata.city) },
                { label: 'Address', value: orNot(school.metadata.address), full: true },
                { label: 'Contact email', value: orNot(school.metadata.contact_email) },
                { label: 'Contact phone', value: orNot(formatPhone(school.metadata.contact_phone)) },
              ]}
            />
          </DetailSection>
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
                        {school.total_slides_per_class[String(g)] ?? defaultSlidesForGrade(g)} slides
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
          <DetailList
            items={[
              { label: 'Created', value: formatDateTime(school.createdAt) },
              { label: 'Updated', value: formatDateTime(school.updatedAt) },
            ]}
          />
        </Stack>
      )}
    </Modal>
  );
}
