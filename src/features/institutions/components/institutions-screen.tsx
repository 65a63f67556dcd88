import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { type InstitutionListParams, useInstitutions } from '../api/list-institutions';
import { InstitutionDetailsDialog } from './institution-details-dialog';

type Props = {
  params: InstitutionListParams;
  onParamsChange: (next: Partial<InstitutionListParams>) => void;
  canManage: boolean;
};

/** The table's columns, in the reader's language. */
const columns = (i18n: I18n): ListColumn<InstitutionView>[] => {
  const notSpecified = i18n._(msg`Not specified`);
  return [
    { header: i18n._(msg`Name`), cell: (inst) => inst.name, td: { fw: 500 } },
    { header: i18n._(msg`Location`), cell: (inst) => inst.metadata.state || notSpecified },
    { header: i18n._(msg`Schools`), cell: (inst) => inst.statistics.schools },
    {
      header: i18n._(msg`Manager`),
      td: NO_WRAP,
      onPhone: true,
      cell: (inst) => (
        <Badge variant="light" color={inst.manager_id ? 'green' : 'gray'} tt="none" style={{ minWidth: 'max-content' }}>
          {inst.manager_id ? i18n._(msg`Assigned`) : i18n._(msg`No Manager`)}
        </Badge>
      ),
    },
    {
      header: i18n._(msg`Contact`),
      cell: (inst) => (
        <Stack gap={0}>
          <Text size="sm">{inst.metadata.contact_email || notSpecified}</Text>
          <Text size="sm" c="dimmed">
            {formatPhone(inst.metadata.contact_phone) || notSpecified}
          </Text>
        </Stack>
      ),
    },
    {
      header: i18n._(msg`Status`),
      td: NO_WRAP,
      onPhone: true,
      cell: (inst) => <StatusBadge status={inst.status === 'active' ? 'active' : 'inactive'} />,
    },
  ];
};

/** /institutions (spec 02 §2): search, 10 a page, View for everyone in scope, Add and Edit for admins. */
export function InstitutionsScreen({ params, onParamsChange, canManage }: Props) {
  const { i18n, t } = useLingui();
  const list = useListScreen(useInstitutions(params), {
    failed: t`Failed to load institutions`,
    empty: t`No institutions found`,
  });
  return (
    <ListScreen
      title={t`Institutions`}
      subtitle={canManage ? t`Manage the institutions and their managers` : t`Your institution`}
      actions={
        canManage && (
          <LinkButton to="/institutions/new" leftSection={<IconPlus size={16} />}>
            <Trans>Add Institution</Trans>
          </LinkButton>
        )
      }
      search={{
        value: params.search,
        label: t`Search institutions`,
        placeholder: t`Search by name, state or district`,
        onChange: (search) => onParamsChange({ search, page: 1 }),
      }}
      pagination={{
        page: params.page,
        of: list.pages,
        noun: t`institutions`,
        singular: t`institution`,
        onChange: (page) => onParamsChange({ page }),
      }}
      dialogs={<InstitutionDetailsDialog id={list.viewing?._id ?? null} onClose={list.close} />}
    >
      <ListTable
        label={t`Institutions`}
        rows={list.rows}
        rowKey={(inst) => inst._id}
        columns={columns(i18n)}
        minWidth={900}
        state={list.state}
        card={{
          name: (inst) => inst.name,
          title: (inst) => {
            const place = inst.metadata.state || t`Location not specified`;
            const schools = inst.statistics.schools;
            return (
              <CardTitle
                name={inst.name}
                detail={t`${place} · ${plural(schools, { one: '# school', other: '# schools' })}`}
              />
            );
          },
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
