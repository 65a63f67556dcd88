import { Badge, Group, Text } from '@mantine/core';
import { ListScreen } from '#src/components/list-screen/list-screen';
import { RefreshButton } from '#src/components/list-screen/refresh-button';
import { useListScreen } from '#src/components/list-screen/use-list-screen';
import { PeopleTable, SchoolNames } from '#src/components/people-table';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { RowActions } from '#src/components/row-actions';
import { StatusBadge } from '#src/components/status-badge';
import { useErrorToast } from '#src/lib/use-error-toast';
import { type TeacherListParams, useTeachers } from '../api/list-teachers';
import { TeacherDetailsDialog } from './teacher-details-dialog';

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
  const list = useListScreen(query, { failed: 'Failed to load teachers', empty: 'No teachers found' });
  useErrorToast(schoolMissing ? NO_SCHOOL : null, 'School data not available');
  return (
    <ListScreen
      title="Teachers"
      subtitle={subtitle}
      actions={<RefreshButton query={query} />}
      search={{
        value: params.search,
        label: 'Search teachers',
        placeholder: 'Search by name or email',
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      pagination={{
        page: params.page,
        of: list.pages,
        noun: 'teachers',
        singular: 'teacher',
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<TeacherDetailsDialog teacher={list.viewing} onClose={list.close} />}
    >
      <PeopleTable
        label="Teachers"
        rows={list.rows}
        rowKey={(t) => t._id}
        person={(t) => t}
        minWidth={820}
        state={list.state}
        columns={[
          { header: 'Phone', cell: (t) => formatPhone(t.phone) || 'N/A' },
          { header: 'Schools', cell: (t) => <SchoolNames schools={t.schools} /> },
          { header: 'Classes', cell: (t) => <TeacherClasses teacher={t} />, onPhone: true },
          { header: 'Status', cell: (t) => <StatusBadge status={t.status} />, onPhone: true },
        ]}
        actions={(t) => (
          <RowActions
            name={t.name}
            onView={() => list.view(t)}
            edit={canEdit ? { to: '/users/$id/edit', id: t._id } : undefined}
          />
        )}
      />
    </ListScreen>
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
