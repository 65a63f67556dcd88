import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Center, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TeacherAssessmentGroup } from '#contract/assessments';
import { LoadError } from '#src/components/class-items/load-error';
import { SimpleTable } from '#src/components/simple-table';
import { compareClasses, useTeachingChoices } from '#src/lib/teaching-choices';
import { type AnalyticsFilters, useTeacherAssessmentAnalytics } from '../api/teacher-assessment-analytics';
import { ScoreChart } from './score-chart';
import { DataLoader } from '#src/components/network/not-on-device';
import { percentText } from '#src/lib/format';

type Props = { teacherId: string; filters: AnalyticsFilters; onFiltersChange: (filters: AnalyticsFilters) => void };

/** A percentage as the server rounded it (contract/percent.ts); never rounded again here. */
export const pct = (n: number | null) => (n === null ? '—' : percentText(n));

/** Spec 03 §2: filters school and class level (upper-cased); school, class, assessments, submissions, avg score %. */
export function TeacherAnalytics({ teacherId, filters, onFiltersChange }: Props) {
  const { choices } = useTeachingChoices();
  const { t } = useLingui();
  const query = useTeacherAssessmentAnalytics(teacherId, filters);
  const school = choices.find((c) => c.school_id === filters.school_id);
  const classes = school ? school.classes : [...new Set(choices.flatMap((c) => c.classes))].sort(compareClasses);
  const classLevel = filters.class_level?.toUpperCase() ?? '';
  if (classLevel && !classes.includes(classLevel)) classes.push(classLevel);

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t`School`}
          value={filters.school_id ?? ''}
          onChange={(e) => onFiltersChange({ school_id: e.currentTarget.value || undefined, class_level: undefined })}
          data={[{ value: '', label: t`All schools` }, ...choices.map((c) => ({ value: c.school_id, label: c.name }))]}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label={t`Class`}
          value={classLevel}
          onChange={(e) =>
            onFiltersChange({ ...filters, class_level: e.currentTarget.value.toUpperCase() || undefined })
          }
          data={[{ value: '', label: t`All classes` }, ...classes.map((c) => ({ value: c, label: c }))]}
          w={{ base: '100%', sm: 160 }}
        />
      </Group>
      {query.isPending && (
        <Center py="xl">
          <DataLoader label={t`Loading analytics`} />
        </Center>
      )}
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data && (
        <>
          <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
            <Figure stat="Assessments" label={t`Assessments`} value={String(query.data.totals.assessments)} />
            <Figure stat="Submissions" label={t`Submissions`} value={String(query.data.totals.submissions)} />
            <Figure stat="Avg score" label={t`Avg score`} value={pct(query.data.totals.avg_score_pct)} />
          </SimpleGrid>
          {query.data.groups.length === 0 ? (
            <Text c="dimmed">
              <Trans>No assessments for these filters yet.</Trans>
            </Text>
          ) : (
            <>
              <ScoreChart groups={query.data.groups} />
              <GroupsTable groups={query.data.groups} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/** A figure with its label; `stat` names it for the tests (data-stat), in English whatever the language. */
function Figure({ stat, label, value }: { stat: string; label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 28 }} fw={700} data-stat={stat}>
        {value}
      </Text>
    </Card>
  );
}

function GroupsTable({ groups }: { groups: TeacherAssessmentGroup[] }) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="by-class-title">
      <Title order={2} size="h5" id="by-class-title" mb="xs">
        <Trans>By school and class</Trans>
      </Title>
      <SimpleTable
        label={t`By school and class`}
        minWidth={560}
        head={[t`School`, t`Class`, t`Assessments`, t`Submissions`, t`Avg score %`]}
        numeric={[2, 3, 4]}
        rows={groups.map((g) => ({
          key: `${g.school_id}|${g.class_level}`,
          cells: [g.school_name, g.class_level, g.assessments, g.submissions, pct(g.avg_score_pct)],
        }))}
      />
    </Card>
  );
}
