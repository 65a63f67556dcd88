import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { useErrorToast } from '#src/lib/use-error-toast';
import { type SchoolListParams, useSchools } from '../api/list-schools';
import { useInstitutionChoices } from '../api/picker-options';
import { boardLabel } from '#src/lib/board-label';
import { SchoolDetailsDialog } from './school-details-dialog';

type Props = {
  params: SchoolListParams;
  onParamsChange: (next: Partial<SchoolListParams>) => void;
  /** Admins add and edit schools and filter by institution; other roles only read their own schools. */
  canManage: boolean;
  subtitle: string;
};

const SHOWN_CLASSES = 6;

/** The table's columns, in the reader's language. */
const columns = (i18n: I18n): ListColumn<SchoolView>[] => [
  { header: i18n._(msg`Name`), cell: (school) => school.name, td: { fw: 500 } },
  { header: i18n._(msg`Institution`), cell: (school) => school.institution_id?.name ?? i18n._(msg`N/A`) },
  {
    header: i18n._(msg`Classes`),
    cell: (school) => <ClassBadges classes={school.classes_offered} />,
    td: { maw: 260 },
    onPhone: true,
  },
  { header: i18n._(msg`Students`), cell: (school) => school.statistics.students },
  { header: i18n._(msg`Teachers`), cell: (school) => school.statistics.teachers },
  { header: i18n._(msg`Board`), cell: (school) => boardLabel(school.metadata.board, i18n) || i18n._(msg`N/A`) },
  {
    header: i18n._(msg`Manager`),
    cell: (school) =>
      school.manager_id?.name ?? (
        <Text size="sm" c="dimmed">
          {i18n._(msg`No Manager`)}
        </Text>
      ),
  },
];

/** /schools (spec 02 §2 Schools). */
export function SchoolsScreen({ params, onParamsChange, canManage, subtitle }: Props) {
  const { i18n, t } = useLingui();
  const list = useListScreen(useSchools(params), { failed: t`Failed to load schools`, empty: t`No schools found` });
  const institutions = useInstitutionChoices(canManage);
  useErrorToast(institutions.error, t`Failed to load institutions`);
  return (
    <ListScreen
      title={t`Schools`}
      subtitle={subtitle}
      actions={
        canManage && (
          <LinkButton to="/schools/new" leftSection={<IconPlus size={16} />}>
            <Trans>Add School</Trans>
          </LinkButton>
        )
      }
      search={{
        value: params.search,
        label: t`Search schools`,
        placeholder: t`Search by name, city or state`,
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      filters={
        canManage && (
          <FilterSelect
            label={t`Filter by institution`}
            all={t`All institutions`}
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
        noun: t`schools`,
        singular: t`school`,
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<SchoolDetailsDialog id={list.viewing?._id ?? null} onClose={list.close} />}
    >
      <ListTable
        label={t`Schools`}
        rows={list.rows}
        rowKey={(school) => school._id}
        columns={columns(i18n)}
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
  const count = classes.length;
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Plural value={count} one="# class" other="# classes" />
      </Text>
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
