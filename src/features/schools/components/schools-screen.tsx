import { Badge, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '#src/components/row-actions';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { SearchInput } from '#src/components/search-input';
import { TableStateRow } from '#src/components/table-states';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type SchoolListParams, useSchools } from '../api/list-schools';
import { useInstitutionChoices } from '../api/picker-options';
import { SchoolDetailsDialog } from './school-details-dialog';

type Props = {
  params: SchoolListParams;
  onParamsChange: (next: Partial<SchoolListParams>) => void;
  /** Admins add and edit schools and filter by institution; other roles only read their own schools. */
  canManage: boolean;
  subtitle: string;
};

const SHOWN_CLASSES = 6;

/** /schools (spec 02 §2 Schools). */
export function SchoolsScreen({ params, onParamsChange, canManage, subtitle }: Props) {
  const query = useSchools(params);
  const institutions = useInstitutionChoices(canManage);
  const [viewing, setViewing] = useState<string | null>(null);
  useErrorToast(query.error, 'Failed to load schools');
  useErrorToast(institutions.error, 'Failed to load institutions');
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Schools"
        subtitle={subtitle}
        actions={
          canManage && (
            <LinkButton to="/schools/new" leftSection={<IconPlus size={16} />}>
              Add School
            </LinkButton>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md" gap="sm">
          <SearchInput
            value={params.search}
            label="Search schools"
            placeholder="Search by name, city or state"
            onChange={(search) => onParamsChange({ search, page: 1 })}
          />
          {canManage && (
            <Select
              aria-label="Filter by institution"
              data={[
                { value: 'all', label: 'All institutions' },
                ...(institutions.data?.data ?? []).map((i) => ({ value: i._id, label: i.name })),
              ]}
              value={params.institution || 'all'}
              allowDeselect={false}
              searchable
              w={{ base: '100%', xs: 260 }}
              onChange={(value) => onParamsChange({ institution: value === 'all' || !value ? '' : value, page: 1 })}
            />
          )}
        </Group>
        <Table.ScrollContainer minWidth={980}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Institution</Table.Th>
                <Table.Th>Classes</Table.Th>
                <Table.Th>Students</Table.Th>
                <Table.Th>Teachers</Table.Th>
                <Table.Th>Board</Table.Th>
                <Table.Th>Manager</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <TableStateRow
                  colSpan={8}
                  loading={query.isPending}
                  error={query.isError && !query.data}
                  empty="No schools found"
                  onRetry={() => query.refetch()}
                />
              ) : (
                rows.map((school) => (
                  <Table.Tr key={school._id}>
                    <Table.Td fw={500}>{school.name}</Table.Td>
                    <Table.Td>{school.institution_id?.name ?? 'N/A'}</Table.Td>
                    <Table.Td maw={260}>
                      <Stack gap={4}>
                        <Text size="sm">{school.classes_offered.length} classes</Text>
                        <Group gap={4}>
                          {school.classes_offered.slice(0, SHOWN_CLASSES).map((c) => (
                            <Badge key={c} size="sm" variant="light">
                              {c}
                            </Badge>
                          ))}
                          {school.classes_offered.length > SHOWN_CLASSES && (
                            <Badge size="sm" variant="outline" color="gray">
                              +{school.classes_offered.length - SHOWN_CLASSES}
                            </Badge>
                          )}
                        </Group>
                      </Stack>
                    </Table.Td>
                    <Table.Td>{school.statistics.students}</Table.Td>
                    <Table.Td>{school.statistics.teachers}</Table.Td>
                    <Table.Td>{school.metadata.board || 'N/A'}</Table.Td>
                    <Table.Td>
                      {school.manager_id?.name ?? (
                        <Text size="sm" c="dimmed">
                          No Manager
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={school.name}
                        onView={() => setViewing(school._id)}
                        edit={canManage ? { to: '/schools/$id/edit', id: school._id } : undefined}
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
            noun="schools"
            onChange={(page) => onParamsChange({ page })}
          />
        )}
      </Paper>
      <SchoolDetailsDialog id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
