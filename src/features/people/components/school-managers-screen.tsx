import { Button, Group, Paper, Text } from '@mantine/core';
import { PeopleTable, SchoolNames, listState } from '#src/components/people-table';
import { IconChevronLeft, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { SchoolManagerListItem } from '#contract/people';
import { RowActions } from '#src/components/row-actions';
import { PageHeader } from '#src/components/page-header';
import { SearchInput } from '#src/components/search-input';
import { StatusBadge } from '#src/components/status-badge';
import { formatDate } from '#src/lib/format';
import { fuzzyFilter } from '#src/lib/fuzzy-search';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSchoolManagerList } from '../api/list-school-managers';
import { SchoolManagerDetailsDialog } from './school-manager-details-dialog';
import { formatPhone } from '#src/components/phone-input/country-codes';

/** School managers are shown 10 a page (spec 02 §9). */
const PAGE_SIZE = 10;

type Props = { subtitle: string; canEdit: boolean };

/** /school-managers (spec 02 §2): fuzzy search over name, email, phone and managed school; Previous and Next. */
export function SchoolManagersScreen({ subtitle, canEdit }: Props) {
  const query = useSchoolManagerList();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<SchoolManagerListItem | null>(null);
  useErrorToast(query.error, 'Failed to load school managers');

  const matches = useMemo(
    () =>
      fuzzyFilter(query.data?.data ?? [], search, (m) => [m.name, m.email, m.phone, ...m.schools.map((s) => s.name)]),
    [query.data, search],
  );
  const totalPages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const rows = matches.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <>
      <PageHeader
        title="School Managers"
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
            value={search}
            label="Search school managers"
            placeholder="Search by name, email, phone or school"
            delay={150}
            onChange={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
        </Group>
        <PeopleTable
          label="School managers"
          rows={rows}
          rowKey={(m) => m._id}
          person={(m) => m}
          emailColumn
          minWidth={900}
          state={listState(query, 'No school managers found')}
          columns={[
            { header: 'Phone', cell: (m) => formatPhone(m.phone) || 'N/A' },
            {
              header: 'Manages School',
              onPhone: true,
              cell: (m) => <SchoolNames schools={m.schools} />,
            },
            { header: 'Status', cell: (m) => <StatusBadge status={m.status} />, onPhone: true },
            { header: 'Assigned date', cell: (m) => formatDate(m.createdAt) },
          ]}
          actions={(m) => (
            <RowActions
              name={m.name}
              onView={() => setViewing(m)}
              edit={canEdit ? { to: '/users/$id/edit', id: m._id } : undefined}
            />
          )}
        />
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            Page {current} of {totalPages} · {matches.length} school managers
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconChevronLeft size={14} />}
              disabled={current <= 1}
              onClick={() => setPage(current - 1)}
            >
              Previous
            </Button>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronRight size={14} />}
              disabled={current >= totalPages}
              onClick={() => setPage(current + 1)}
            >
              Next
            </Button>
          </Group>
        </Group>
      </Paper>
      <SchoolManagerDetailsDialog manager={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
