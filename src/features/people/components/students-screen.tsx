import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { StudentListItem } from '../../../../contract/people';
import { RowActions } from '../../../components/row-actions';
import { PageHeader } from '../../../components/page-header';
import { formatPhone } from '../../../components/phone-input/country-codes';
import { ListPagination } from '../../../components/pagination/list-pagination';
import { StatusBadge } from '../../../components/status-badge';
import { TableStateRow } from '../../../components/table-states';
import { useErrorToast } from '../../../lib/use-error-toast';
import { type StudentListParams, useStudents } from '../api/list-students';
import { StudentDetailsDialog } from './student-details-dialog';
import { StudentsFilters } from './students-filters';

const NO_SCHOOL = { reason: 'no school' };

type Props = {
  params: StudentListParams;
  onParamsChange: (next: Partial<StudentListParams>) => void;
  subtitle: string;
  canEdit: boolean;
  /** A school manager with no school: 'School data not available' (spec 02 §8). */
  schoolMissing?: boolean;
};

/** /students (spec 02 §2 Students list). */
export function StudentsScreen({ params, onParamsChange, subtitle, canEdit, schoolMissing }: Props) {
  const query = useStudents(params);
  const [viewing, setViewing] = useState<StudentListItem | null>(null);
  useErrorToast(query.error, 'Failed to load students');
  useErrorToast(schoolMissing ? NO_SCHOOL : null, 'School data not available');
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Students"
        subtitle={subtitle}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={query.isFetching && !query.isPending}
            onClick={() => query.refetch()}
          >
            Refresh
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <StudentsFilters params={params} onChange={onParamsChange} />
        <Table.ScrollContainer minWidth={900} mt="md">
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Student ID</Table.Th>
                <Table.Th>Class</Table.Th>
                <Table.Th>School</Table.Th>
                <Table.Th>Parent contact</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <TableStateRow
                  colSpan={7}
                  loading={query.isPending}
                  error={query.isError && !query.data}
                  empty="No students found"
                  onRetry={() => query.refetch()}
                />
              ) : (
                rows.map((s) => (
                  <Table.Tr key={s._id}>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text fw={500}>{s.name}</Text>
                        <Text size="sm" c="dimmed">
                          {s.email}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>{s.student_details?.student_id || 'N/A'}</Table.Td>
                    <Table.Td>{s.student_details?.class_level || 'N/A'}</Table.Td>
                    <Table.Td>{s.school?.name ?? 'N/A'}</Table.Td>
                    <Table.Td>{formatPhone(s.student_details?.parent_contact) || 'N/A'}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={s.status} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={s.name}
                        onView={() => setViewing(s)}
                        edit={canEdit ? { to: '/users/$id/edit', id: s._id } : undefined}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {query.data && (
          <ListPagination
            page={params.page}
            totalPages={query.data.pagination.totalPages}
            total={query.data.pagination.total}
            noun="students"
            onChange={(page) => onParamsChange({ page })}
          />
        )}
      </Paper>
      <StudentDetailsDialog student={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
