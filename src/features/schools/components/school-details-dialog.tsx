import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { GRADES, defaultSlidesForGrade } from '#contract/constants';
import { gradeOf } from '#contract/class-level';
import {
  DetailList,
  DetailSection,
  DetailsDialog,
  LocationAndContact,
  orNotSpecified,
  recordTimes,
} from '#src/components/detail-list';
import { StatusBadge } from '#src/components/status-badge';
import { formatRupees } from '#src/lib/format';
import { useErrorToast } from '#src/lib/use-error-toast';
import { useSchool } from '../api/get-school';
import { boardLabel } from '#src/lib/board-label';

/** The school details dialog of spec 02 §2. */
export function SchoolDetailsDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useSchool(id);
  const { i18n, t } = useLingui();
  useErrorToast(query.error, t`Failed to load school details`, onClose);
  const school = query.data?.school;
  const grades = school ? GRADES.filter((g) => school.classes_offered.some((c) => gradeOf(c) === g)) : [];
  return (
    <DetailsDialog opened={Boolean(id)} onClose={onClose} title={school?.name ?? t`School details`}>
      {school && (
        <Stack gap="lg">
          <DetailList
            items={[
              { label: t`Name`, value: school.name },
              { label: t`Status`, value: <StatusBadge status={school.status === 'active' ? 'active' : 'inactive'} /> },
              { label: t`Institution`, value: school.institution_id?.name ?? t`N/A` },
              { label: t`Board`, value: orNotSpecified(boardLabel(school.metadata.board, i18n)) },
              {
                label: t`Manager`,
                value: school.manager_id
                  ? `${school.manager_id.name} (${school.manager_id.email})`
                  : t`No manager assigned`,
              },
              { label: t`Created by`, value: school.created_by?.name ?? t`System` },
              { label: t`Fee per student`, value: formatRupees(school.fee_per_student) },
            ]}
          />
          <LocationAndContact
            metadata={school.metadata}
            place={{ label: t`City`, value: orNotSpecified(school.metadata.city) }}
          />
          <DetailSection title={t`Classes offered`}>
            {school.classes_offered.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No classes offered</Trans>
              </Text>
            ) : (
              <Group gap={4}>
                {school.classes_offered.map((c) => (
                  <Badge key={c} variant="light">
                    {c}
                  </Badge>
                ))}
              </Group>
            )}
          </DetailSection>
          {grades.length > 0 && (
            <DetailSection title={t`Slides per class`}>
              <Table withTableBorder>
                <Table.Tbody>
                  {grades.map((grade) => {
                    const slides = school.total_slides_per_class[String(grade)] ?? defaultSlidesForGrade(grade);
                    return (
                      <Table.Tr key={grade}>
                        <Table.Td>{t`Class ${grade}`}</Table.Td>
                        <Table.Td ta="right">
                          <Plural value={slides} one="# slide" other="# slides" />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </DetailSection>
          )}
          <DetailSection title={t`Statistics`}>
            <DetailList
              items={[
                { label: t`Teachers`, value: school.statistics.teachers },
                { label: t`Students`, value: school.statistics.students },
                { label: t`Classes`, value: school.statistics.classes },
              ]}
            />
          </DetailSection>
          <DetailList items={recordTimes(school)} />
        </Stack>
      )}
    </DetailsDialog>
  );
}
