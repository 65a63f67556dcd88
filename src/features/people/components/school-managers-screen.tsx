import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ListScreen } from '#src/components/list-screen/list-screen';
import { RefreshButton } from '#src/components/list-screen/refresh-button';
import { useListScreen } from '#src/components/list-screen/use-list-screen';
import { PeopleTable, SchoolNames } from '#src/components/people-table';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { RowActions } from '#src/components/row-actions';
import { StatusBadge } from '#src/components/status-badge';
import { formatDate } from '#src/lib/format';
import { fuzzyFilter } from '#src/lib/fuzzy-search';
import { useSchoolManagerList } from '../api/list-school-managers';
import { SchoolManagerDetailsDialog } from './school-manager-details-dialog';

/** School managers are shown 10 a page (spec 02 §9). */
const PAGE_SIZE = 10;

type Props = { subtitle: string; canEdit: boolean };

/** /school-managers (spec 02 §2): fuzzy search over name, email, phone and managed school; Previous and Next. */
export function SchoolManagersScreen({ subtitle, canEdit }: Props) {
  const { t } = useLingui();
  const query = useSchoolManagerList();
  const list = useListScreen(query, {
    failed: t`Failed to load school managers`,
    empty: t`No school managers found`,
  });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const matches = useMemo(
    () => fuzzyFilter(list.rows, search, (m) => [m.name, m.email, m.phone, ...m.schools.map((s) => s.name)]),
    [list.rows, search],
  );
  const totalPages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);

  return (
    <ListScreen
      title={t`School Managers`}
      subtitle={subtitle}
      actions={<RefreshButton query={query} />}
      search={{
        value: search,
        label: t`Search school managers`,
        placeholder: t`Search by name, email, phone or school`,
        delay: 150,
        onChange: (text) => {
          setSearch(text);
          setPage(1);
        },
      }}
      footer={<Pager page={current} totalPages={totalPages} total={matches.length} onChange={setPage} />}
      dialogs={<SchoolManagerDetailsDialog manager={list.viewing} onClose={list.close} />}
    >
      <PeopleTable
        label={t`School managers`}
        rows={matches.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
        rowKey={(m) => m._id}
        person={(m) => m}
        emailColumn
        minWidth={900}
        state={list.state}
        columns={[
          { header: t`Phone`, cell: (m) => formatPhone(m.phone) || t`N/A` },
          { header: t`Manages School`, onPhone: true, cell: (m) => <SchoolNames schools={m.schools} /> },
          { header: t`Status`, cell: (m) => <StatusBadge status={m.status} />, onPhone: true },
          { header: t`Assigned date`, cell: (m) => formatDate(m.createdAt) },
        ]}
        actions={(m) => (
          <RowActions
            name={m.name}
            onView={() => list.view(m)}
            edit={canEdit ? { to: '/users/$id/edit', id: m._id } : undefined}
          />
        )}
      />
    </ListScreen>
  );
}

type PagerProps = { page: number; totalPages: number; total: number; onChange: (page: number) => void };

/** The page, the count and Previous / Next, over the managers filtered on the client. */
function Pager({ page, totalPages, total, onChange }: PagerProps) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {t`Page ${page} of ${totalPages} · ${plural(total, { one: '# school manager', other: '# school managers' })}`}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChevronLeft size={14} />}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronRight size={14} />}
          disabled={page >= totalPages}
          onClick={() => onChange(page + 1)}
        >
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Group>
  );
}
