import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text } from '@mantine/core';
import {
  DetailList,
  DetailSection,
  DetailsDialog,
  LocationAndContact,
  orNotSpecified,
  recordTimes,
} from '#src/components/detail-list';
import { formatPhone } from '#src/components/phone-input/country-codes';
import { StatusBadge } from '#src/components/status-badge';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useInstitution } from '../api/get-institution';

/** The institution details dialog of spec 02 §2. */
export function InstitutionDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useInstitution(id);
  const { t } = useLingui();
  useErrorToast(query.error, t`Failed to load institution details`, onClose);
  const inst = query.data?.institution;
  const schoolCount = inst?.schools.length ?? 0;
  return (
    <DetailsDialog opened={Boolean(id)} onClose={onClose} title={inst?.name ?? t`Institution details`}>
      {inst && (
        <Stack gap="lg">
          <DetailList
            items={[
              { label: t`Name`, value: inst.name },
              { label: t`Status`, value: <StatusBadge status={inst.status === 'active' ? 'active' : 'inactive'} /> },
              { label: t`Created by`, value: inst.created_by?.name ?? t`System` },
              {
                label: t`Manager`,
                value: inst.manager_id ? (
                  <Stack gap={0}>
                    <Text size="sm">{inst.manager_id.name}</Text>
                    <Text size="sm" c="dimmed">
                      {inst.manager_id.email}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatPhone(inst.manager_id.phone) || t`Not specified`}
                    </Text>
                  </Stack>
                ) : (
                  t`No manager assigned`
                ),
              },
            ]}
          />
          <LocationAndContact
            metadata={inst.metadata}
            place={{ label: t`District`, value: orNotSpecified(inst.metadata.district) }}
          />
          <DetailSection title={t`Schools (${schoolCount})`}>
            {inst.schools.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No schools yet</Trans>
              </Text>
            ) : (
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>School</Trans>
                    </Table.Th>
                    <Table.Th ta="right">
                      <Trans>Classes offered</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {inst.schools.map((s) => (
                    <Table.Tr key={s._id}>
                      <Table.Td>{s.name}</Table.Td>
                      <Table.Td ta="right">{s.classes_offered_count}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td fw={600}>
                      <Trans>Total</Trans>
                    </Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {inst.total_classes_offered}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            )}
          </DetailSection>
          <DetailSection title={t`Statistics`}>
            <DetailList
              items={[
                { label: t`Schools`, value: inst.statistics.schools },
                { label: t`Total teachers`, value: inst.statistics.teachers },
                { label: t`Total students`, value: inst.statistics.students },
              ]}
            />
          </DetailSection>
          <DetailList items={recordTimes(inst)} />
        </Stack>
      )}
    </DetailsDialog>
  );
}
