import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { SchoolView } from '#contract/schools';
import { LinkButton } from '#src/components/link-button';
import { CardTitle } from '#src/components/list-screen/list-cards';
import { FilterSelect } from '#src/components/list-screen/filter-select';
import { ListScreen } from '#src/components/list-screen/list-screen';
import { type ListColumn, ListTable } from '#src/components/list-screen/list-table';
import { useListScreen } from '#src/components/list-screen/use-list-screen';
import { RowActions } from '#src/components/row-actions';
import { plural } from '#src/lib/format';
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

const COLUMNS: ListColumn<SchoolView>[] = [
  { header: 'Name', cell: (school) => school.name, td: { fw: 500 } },
  { header: 'Institution', cell: (school) => school.institution_id?.name ?? 'N/A' },
  {
    header: 'Classes',
    cell: (school) => <ClassBadges classes={school.classes_offered} />,
    td: { maw: 260 },
    onPhone: true,
  },
  { header: 'Students', cell: (school) => school.statistics.students },
  { header: 'Teachers', cell: (school) => school.statistics.teachers },
  { header: 'Board', cell: (school) => school.metadata.board || 'N/A' },
  {
    header: 'Manager',
    cell: (school) =>
      school.manager_id?.name ?? (
        <Text size="sm" c="dimmed">
          No Manager
        </Text>
      ),
  },
];

/** /schools (spec 02 §2 Schools). */
export function SchoolsScreen({ params, onParamsChange, canManage, subtitle }: Props) {
  const list = useListScreen(useSchools(params), { failed: 'Failed to load schools', empty: 'No schools found' });
  const institutions = useInstitutionChoices(canManage);
  useErrorToast(institutions.error, 'Failed to load institutions');
  return (
    <ListScreen
      title="Schools"
      subtitle={subtitle}
      actions={
        canManage && (
          <LinkButton to="/schools/new" leftSection={<IconPlus size={16} />}>
            Add School
          </LinkButton>
        )
      }
      search={{
        value: params.search,
        label: 'Search schools',
        placeholder: 'Search by name, city or state',
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      filters={
        canManage && (
          <FilterSelect
            label="Filter by institution"
            all="All institutions"
            options={(institutions.data?.data ?? []).map((i) => ({ value: i._id, label: i.name }))}
            value={params.institution}
            width={260}
            searchable
            onChange={(institution) => onParamsChange({ institution, page: 1 })}
          />
        )
      }
      pagination={{
        page: params.page,
        of: list.pages,
        noun: 'schools',
        singular: 'school',
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<SchoolDetailsDialog id={list.viewing?._id ?? null} onClose={list.close} />}
    >
      <ListTable
        label="Schools"
        rows={list.rows}
        rowKey={(school) => school._id}
        columns={COLUMNS}
        minWidth={980}
        state={list.state}
        card={{
          name: (school) => school.name,
          title: (school) => (
            <CardTitle
              name={school.name}
              detail={[school.institution_id?.name, school.metadata.city].filter(Boolean).join(' · ') || undefined}
            />
          ),
        }}
        actions={(school) => (
          <RowActions
            name={school.name}
            onView={() => list.view(school)}
            edit={canManage ? { to: '/schools/$id/edit', id: school._id } : undefined}
          />
        )}
      />
    </ListScreen>
  );
}

/** A school's classes: how many, and the first few as badges. */
function ClassBadges({ classes }: { classes: string[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{plural(classes.length, 'class', 'classes')}</Text>
      <Group gap={4}>
        {classes.slice(0, SHOWN_CLASSES).map((c) => (
          <Badge key={c} size="sm" variant="light">
            {c}
          </Badge>
        ))}
        {classes.length > SHOWN_CLASSES && (
          <Badge size="sm" variant="outline" color="gray">
            +{classes.length - SHOWN_CLASSES}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
