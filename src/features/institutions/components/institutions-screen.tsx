import { Badge, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { InstitutionView } from '#contract/institutions';
import { LinkButton } from '#src/components/link-button';
import { CardTitle } from '#src/components/list-screen/list-cards';
import { ListScreen } from '#src/components/list-screen/list-screen';
import { type ListColumn, ListTable, NO_WRAP } from '#src/components/list-screen/list-table';
import { useListScreen } from '#src/components/list-screen/use-list-screen';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { RowActions } from '#src/components/row-actions';
import { StatusBadge } from '#src/components/status-badge';
import { plural } from '#src/lib/format';
import { type InstitutionListParams, useInstitutions } from '../api/list-institutions';
import { InstitutionDetailsDialog } from './institution-details-dialog';

type Props = {
  params: InstitutionListParams;
  onParamsChange: (next: Partial<InstitutionListParams>) => void;
  canManage: boolean;
};

const COLUMNS: ListColumn<InstitutionView>[] = [
  { header: 'Name', cell: (inst) => inst.name, td: { fw: 500 } },
  { header: 'Location', cell: (inst) => inst.metadata.state || 'Not specified' },
  { header: 'Schools', cell: (inst) => inst.statistics.schools },
  {
    header: 'Manager',
    td: NO_WRAP,
    onPhone: true,
    cell: (inst) => (
      <Badge variant="light" color={inst.manager_id ? 'green' : 'gray'} tt="none" style={{ minWidth: 'max-content' }}>
        {inst.manager_id ? 'Assigned' : 'No Manager'}
      </Badge>
    ),
  },
  {
    header: 'Contact',
    cell: (inst) => (
      <Stack gap={0}>
        <Text size="sm">{inst.metadata.contact_email || 'Not specified'}</Text>
        <Text size="sm" c="dimmed">
          {formatPhone(inst.metadata.contact_phone) || 'Not specified'}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Status',
    td: NO_WRAP,
    onPhone: true,
    cell: (inst) => <StatusBadge status={inst.status === 'active' ? 'active' : 'inactive'} />,
  },
];

/** /institutions (spec 02 §2): search, 10 a page, View for everyone in scope, Add and Edit for admins. */
export function InstitutionsScreen({ params, onParamsChange, canManage }: Props) {
  const list = useListScreen(useInstitutions(params), {
    failed: 'Failed to load institutions',
    empty: 'No institutions found',
  });
  return (
    <ListScreen
      title="Institutions"
      subtitle={canManage ? 'Manage the institutions and their managers' : 'Your institution'}
      actions={
        canManage && (
          <LinkButton to="/institutions/new" leftSection={<IconPlus size={16} />}>
            Add Institution
          </LinkButton>
        )
      }
      search={{
        value: params.search,
        label: 'Search institutions',
        placeholder: 'Search by name, state or district',
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      pagination={{
        page: params.page,
        of: list.pages,
        noun: 'institutions',
        singular: 'institution',
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<InstitutionDetailsDialog id={list.viewing?._id ?? null} onClose={list.close} />}
    >
      <ListTable
        label="Institutions"
        rows={list.rows}
        rowKey={(inst) => inst._id}
        columns={COLUMNS}
        minWidth={900}
        state={list.state}
        card={{
          name: (inst) => inst.name,
          title: (inst) => (
            <CardTitle
              name={inst.name}
              detail={`${inst.metadata.state || 'Location not specified'} · ${plural(inst.statistics.schools, 'school')}`}
            />
          ),
        }}
        actions={(inst) => (
          <RowActions
            name={inst.name}
            onView={() => list.view(inst)}
            edit={canManage ? { to: '/institutions/$id/edit', id: inst._id } : undefined}
          />
        )}
      />
    </ListScreen>
  );
}
