import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { ATTENDANCE_BANDS } from '#contract/analytics';
import type { ClassMetric } from '#contract/analytics-people-types';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { formatDate, percentText } from '#src/lib/format';
import { useMediaQuery } from '@mantine/hooks';
import { classPerformanceHeight, NARROW_CHART_QUERY } from '#src/components/charts/chart-heights';
import { ClassPerformanceChart } from '#src/components/charts/lazy-charts';
import { percent } from '../figures';
import { Panel } from './panel';
import { TrendIcon } from './trend-icon';

/** 'Sunrise Convent School, Ludhiana' → 'Ludhiana' (the part after the comma, else the first word). */
const shortName = (name: string) => (name.includes(',') ? name.split(',').at(-1)?.trim() : name.split(' ')[0]) ?? name;

export const classLabel = (m: ClassMetric, several: boolean) =>
  several ? `${m.class_level} · ${m.school_name}` : m.class_level;

/** Per class in the period: sessions, students, attendance (a star at 90%+), progress, trend, last session. */
export function ClassPerformance({ metrics }: { metrics: ClassMetric[] }) {
  const { t } = useLingui();
  const empty = t`No class data available for the selected time period`;
  const several = new Set(metrics.map((m) => m.school_id)).size > 1;
  const taught = metrics.filter((m) => m.totalSessions > 0);
  const narrow = useMediaQuery(NARROW_CHART_QUERY, false);
  const idle = metrics.filter((m) => m.totalSessions === 0);
  const classes = taught
    .map((m) => {
      const classLevel = m.class_level;
      const schoolName = m.school_name;
      const attendance = percent(m.averageAttendance);
      const progress = m.progressPercentage;
      return t`class ${classLevel} at ${schoolName}, attendance ${attendance}, progress ${progress}%`;
    })
    .join('; ');
  const summary = taught.length ? t`Bar chart of attendance and progress by class: ${classes}` : empty;
  const table = (
    <SimpleTable
      head={[t`Class`, t`Sessions`, t`Students`, t`Avg attendance`, t`Progress`, t`Trend`, t`Last session`]}
      numeric={[1, 2]}
      minWidth={720}
      empty={empty}
      rows={taught.map((m) => {
        const classLevel = m.class_level;
        return {
          key: `${m.school_id}-${m.class_level}`,
          cells: [
            <Stack key="c" gap={0} miw={170}>
              <Text size="sm" fw={600}>
                <Trans>Class {classLevel}</Trans>
              </Text>
              {several && (
                <Text size="xs" c="dimmed">
                  {m.school_name}
                </Text>
              )}
            </Stack>,
            m.totalSessions,
            m.totalStudents,
            <Group key="a" gap={4} wrap="nowrap">
              <Text size="sm">{percent(m.averageAttendance)}</Text>
              {m.averageAttendance !== null && m.averageAttendance >= ATTENDANCE_BANDS.excellent && (
                <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label={t`Excellent attendance`} />
              )}
            </Group>,
            <Group key="p" gap="xs" wrap="nowrap">
              <Progress value={m.progressPercentage} w={80} aria-hidden />
              <Text size="sm">{percentText(m.progressPercentage)}</Text>
            </Group>,
            <TrendIcon key="t" trend={m.attendanceTrend} />,
            formatDate(m.lastSessionDate),
          ],
        };
      })}
    />
  );
  const classOf = (m: ClassMetric) => {
    const label = classLabel(m, several);
    return t`Class ${label}`;
  };
  const chartTable = (
    <SimpleTable
      head={[t`Class`, t`Avg attendance`, t`Progress`]}
      numeric={[1, 2]}
      empty={empty}
      rows={taught.map((m) => ({
        key: `${m.school_id}-${m.class_level}`,
        cells: [classOf(m), percent(m.averageAttendance), percentText(m.progressPercentage)],
      }))}
    />
  );
  const idleClasses = idle.map(classOf).join(', ');
  return (
    <>
      <Panel title={t`Class Performance`}>
        {table}
        {idle.length > 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            <Trans>Not taught in this period: {idleClasses}</Trans>
          </Text>
        )}
      </Panel>
      {taught.length > 0 && (
        <ChartCard
          title={t`Attendance and progress by class`}
          summary={summary}
          chart={
            <ClassPerformanceChart
              narrow={narrow}
              data={taught.map((m) => ({
                label: several ? `${m.class_level} · ${shortName(m.school_name)}` : m.class_level,
                attendance: m.averageAttendance,
                progress: m.progressPercentage,
              }))}
            />
          }
          table={chartTable}
          height={classPerformanceHeight(taught.length, narrow)}
        />
      )}
    </>
  );
}
