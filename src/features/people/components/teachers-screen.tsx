import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { TeacherListItem } from '../../../../contract/people';
import { RowActions } from '../../../components/row-actions';
import { PageHeader } from '../../../components/page-header';
import { ListPagination } from '../../../components/pagination/list-pagination';
import { SearchInput } from '../../../components/search-input';
import { StatusBadge } from '../../../components/status-badge';
import { TableStateRow } from '../../../components/table-states';
import { useErrorToast } from '../../../lib/use-error-toast';
import { type TeacherListParams, useTeachers } from '../api/list-teachers';
import { TeacherDetailsDialog } from './teacher-details-dialog';
import { formatPhone } from '../../../components/phone-input/country-codes';

const NO_SCHOOL = { reason: 'no school' };

type Props = {
  params: TeacherListParams;
  onParamsChange: (next: Partial<TeacherListParams>) => void;
  subtitle: string;
  /** School managers read their teachers through the managers' teachers call. */
  viaManagers: boolean;
  /** Admins may edit (it opens the user's edit form); managers only view. */
  canEdit: boolean;
  /** A school manager with no school: 'School data not available' (spec 02 §8). */
  schoolMissing?: boolean;
};

/** /teachers (spec 02 §2 Teachers list). */
export function TeachersScreen({ params, onParamsChange, subtitle, viaManagers, canEdit, schoolMissing }: Props) {
  const query = useTeachers(params, viaManagers);
  const [viewing, setViewing] = useState<TeacherListItem | null>(null);
  useErrorToast(query.error, 'Failed to load teachers');
  useErrorToast(schoolMissing ? NO_SCHOOL : null, 'School data not available');
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Teachers"
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
        <Group mb="md">
          <SearchInput
            value={params.search}
            label="Search teachers"
            placeholder="Search by name or email"
            onChange={(search) => onParamsChange({ search, page: 1 })}
          />
        </Group>
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Phone</Table.Th>
                <Table.Th>Schools</Table.Th>
                <Table.Th>Classes</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <TableStateRow
                  colSpan={6}
                  loading={query.isPending}
                  error={query.isError && !query.data}
                  empty="No teachers found"
                  onRetry={() => query.refetch()}
                />
              ) : (
                rows.map((t) => (
                  <Table.Tr key={t._id}>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text fw={500}>{t.name}</Text>
                        <Text size="sm" c="dimmed">
                          {t.email}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>{formatPhone(t.phone) || 'N/A'}</Table.Td>
                    <Table.Td>
                      {t.schools.length ? (
                        <Stack gap={2}>
                          {t.schools.map((s) => (
                            <Text key={s._id} size="sm">
                              {s.name}
                            </Text>
                          ))}
                        </Stack>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Not assigned
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} maw={220}>
                        {t.teaching_assignments.flatMap((a) => a.classes).length === 0 ? (
                          <Text size="sm" c="dimmed">
                            None
                          </Text>
                        ) : (
                          [...new Set(t.teaching_assignments.flatMap((a) => a.classes))].map((c) => (
                            <Badge key={c} size="sm" variant="light">
                              {c}
                            </Badge>
                          ))
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={t.status} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={t.name}
                        onView={() => setViewing(t)}
                        edit={canEdit ? { to: '/users/$id/edit', id: t._id } : undefined}
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
            noun="teachers"
            onChange={(page) => onParamsChange({ page })}
          />
        )}
      </Paper>
      <TeacherDetailsDialog teacher={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
