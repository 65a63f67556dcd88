import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { PeopleTable, SchoolNames, listState } from '#src/components/people-table';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { TeacherListItem } from '#contract/people';
import { RowActions } from '#src/components/row-actions';
import { PageHeader } from '#src/components/page-header';
import { ListPagination } from '#src/components/pagination/list-pagination';
import { SearchInput } from '#src/components/search-input';
import { StatusBadge } from '#src/components/status-badge';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type TeacherListParams, useTeachers } from '../api/list-teachers';
import { TeacherDetailsDialog } from './teacher-details-dialog';
import { formatPhone } from '#src/components/phone-input/country-codes';

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
        <PeopleTable
          label="Teachers"
          rows={rows}
          rowKey={(t) => t._id}
          person={(t) => t}
          minWidth={820}
          state={listState(query, 'No teachers found')}
          columns={[
            { header: 'Phone', cell: (t) => formatPhone(t.phone) || 'N/A' },
            {
              header: 'Schools',
              cell: (t) => <SchoolNames schools={t.schools} />,
            },
            { header: 'Classes', cell: (t) => <TeacherClasses teacher={t} />, onPhone: true },
            { header: 'Status', cell: (t) => <StatusBadge status={t.status} />, onPhone: true },
          ]}
          actions={(t) => (
            <RowActions
              name={t.name}
              onView={() => setViewing(t)}
              edit={canEdit ? { to: '/users/$id/edit', id: t._id } : undefined}
            />
          )}
        />
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

/** A teacher's classes as badges (each once), or 'None'. */
function TeacherClasses({ teacher }: { teacher: { teaching_assignments: { classes: string[] }[] } }) {
  const classes = [...new Set(teacher.teaching_assignments.flatMap((a) => a.classes))];
  if (classes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={4} maw={220}>
      {classes.map((c) => (
        <Badge key={c} size="sm" variant="light">
          {c}
        </Badge>
      ))}
    </Group>
  );
}
