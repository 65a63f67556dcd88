import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RowActions } from '#src/components/row-actions';
import { LinkButton } from '#src/components/link-button';
import { PageHeader } from '#src/components/page-header';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { SearchInput } from '#src/components/search-input';
import { StatusBadge } from '#src/components/status-badge';
import { TableStateRow } from '#src/components/table-states';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type InstitutionListParams, useInstitutions } from '../api/list-institutions';
import { InstitutionDetailsDialog } from './institution-details-dialog';

type Props = {
  params: InstitutionListParams;
  onParamsChange: (next: Partial<InstitutionListParams>) => void;
  canManage: boolean;
};

/** /institutions (spec 02 §2): search, 10 a page, View for everyone in scope, Add and Edit for admins. */
export function InstitutionsScreen({ params, onParamsChange, canManage }: Props) {
  const query = useInstitutions(params);
  const [viewing, setViewing] = useState<string | null>(null);
  useErrorToast(query.error, 'Failed to load institutions');
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Institutions"
        subtitle={canManage ? 'Manage the institutions and their managers' : 'Your institution'}
        actions={
          canManage && (
            <LinkButton to="/institutions/new" leftSection={<IconPlus size={16} />}>
              Add Institution
            </LinkButton>
          )
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <SearchInput
            value={params.search}
            label="Search institutions"
            placeholder="Search by name, state or district"
            onChange={(search) => onParamsChange({ search, page: 1 })}
          />
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Schools</Table.Th>
                <Table.Th>Manager</Table.Th>
                <Table.Th>Contact</Table.Th>
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
                  empty="No institutions found"
                  onRetry={() => query.refetch()}
                />
              ) : (
                rows.map((inst) => (
                  <Table.Tr key={inst._id}>
                    <Table.Td fw={500}>{inst.name}</Table.Td>
                    <Table.Td>{inst.metadata.state || 'Not specified'}</Table.Td>
                    <Table.Td>{inst.statistics.schools}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {inst.manager_id ? (
                        <Badge variant="light" color="green" tt="none" style={{ minWidth: 'max-content' }}>
                          Assigned
                        </Badge>
                      ) : (
                        <Badge variant="light" color="gray" tt="none" style={{ minWidth: 'max-content' }}>
                          No Manager
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm">{inst.metadata.contact_email || 'Not specified'}</Text>
                        <Text size="sm" c="dimmed">
                          {formatPhone(inst.metadata.contact_phone) || 'Not specified'}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <StatusBadge status={inst.status === 'active' ? 'active' : 'inactive'} />
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={inst.name}
                        onView={() => setViewing(inst._id)}
                        edit={canManage ? { to: '/institutions/$id/edit', id: inst._id } : undefined}
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
            noun="institutions"
            onChange={(page) => onParamsChange({ page })}
          />
        )}
      </Paper>
      <InstitutionDetailsDialog id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
