import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const query = useTeachers(params, viaManagers);
  const list = useListScreen(query, { failed: t`Failed to load teachers`, empty: t`No teachers found` });
  useErrorToast(schoolMissing ? NO_SCHOOL : null, t`School data not available`);
  return (
    <ListScreen
      title={t`Teachers`}
      subtitle={subtitle}
      actions={<RefreshButton query={query} />}
      search={{
        value: params.search,
        label: t`Search teachers`,
        placeholder: t`Search by name or email`,
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      pagination={{
        page: params.page,
        of: list.pages,
        noun: t`teachers`,
        singular: t`teacher`,
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<TeacherDetailsDialog teacher={list.viewing} onClose={list.close} />}
    >
      <PeopleTable
        label={t`Teachers`}
        rows={list.rows}
        rowKey={(teacher) => teacher._id}
        person={(teacher) => teacher}
        minWidth={820}
        state={list.state}
        columns={[
          { header: t`Phone`, cell: (teacher) => formatPhone(teacher.phone) || t`N/A` },
          { header: t`Schools`, cell: (teacher) => <SchoolNames schools={teacher.schools} /> },
          { header: t`Classes`, cell: (teacher) => <TeacherClasses teacher={teacher} />, onPhone: true },
          { header: t`Status`, cell: (teacher) => <StatusBadge status={teacher.status} />, onPhone: true },
        ]}
        actions={(teacher) => (
          <RowActions
            name={teacher.name}
            onView={() => list.view(teacher)}
            edit={canEdit ? { to: '/users/$id/edit', id: teacher._id } : undefined}
          />
        )}
      />
    </ListScreen>
  );
}

/**
 * A teacher's classes as badges, or 'None'. A class taught at two schools (6A at Mohali and at Ludhiana) is two
 * classes: each badge names its school when the teacher has several (a 6A of each, not one 6A).
 */
function TeacherClasses({
  teacher,
}: {
  teacher: {
    teaching_assignments: { school_id: string; classes: string[] }[];
    schools: { _id: string; name: string }[];
  };
}) {
  const { t } = useLingui();
  const several = teacher.teaching_assignments.length > 1;
  const nameOf = (id: string) => teacher.schools.find((s) => s._id === id)?.name ?? '';
  const classes = teacher.teaching_assignments.flatMap((a) =>
    [...new Set(a.classes)].map((classLevel) => ({
      key: `${a.school_id}:${classLevel}`,
      classLevel,
      schoolName: nameOf(a.school_id),
    })),
  );
  if (classes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>None</Trans>
      </Text>
    );
  return (
    <Group gap={4} maw={220}>
      {classes.map(({ key, classLevel, schoolName }) => (
        <Badge
          key={key}
          size="sm"
          variant="light"
          title={several && schoolName ? t`Class ${classLevel} at ${schoolName}` : undefined}
          aria-label={several && schoolName ? t`Class ${classLevel} at ${schoolName}` : undefined}
        >
          {classLevel}
        </Badge>
      ))}
    </Group>
  );
}
