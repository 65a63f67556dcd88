import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { ATTENDANCE_BANDS } from '#contract/analytics';
import type { ClassMetric } from '#contract/analytics-people-types';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { formatDate } from '#src/lib/format';
import { useMediaQuery } from '@mantine/hooks';
import { classPerformanceHeight, NARROW_CHART_QUERY } from '#src/components/charts/chart-heights';
import { ClassPerformanceChart } from '#src/components/charts/lazy-charts';
import { percent } from '../figures';
import { Panel } from './panel';
import { TrendIcon } from './trend-icon';

const EMPTY = 'No class data available for the selected time period';
/** 'Sunrise Convent School, Ludhiana' → 'Ludhiana' (the part after the comma, else the first word). */
const shortName = (name: string) => (name.includes(',') ? name.split(',').at(-1)?.trim() : name.split(' ')[0]) ?? name;

export const classLabel = (m: ClassMetric, several: boolean) =>
  several ? `${m.class_level} · ${m.school_name}` : m.class_level;

/** Per class in the period: sessions, students, attendance (a star at 90%+), progress, trend, last session. */
export function ClassPerformance({ metrics }: { metrics: ClassMetric[] }) {
  const several = new Set(metrics.map((m) => m.school_id)).size > 1;
  const taught = metrics.filter((m) => m.totalSessions > 0);
  const narrow = useMediaQuery(NARROW_CHART_QUERY, false);
  const idle = metrics.filter((m) => m.totalSessions === 0);
  const summary = taught.length
    ? `Bar chart of attendance and progress by class: ${taught
        .map(
          (m) =>
            `class ${m.class_level} at ${m.school_name}, attendance ${percent(m.averageAttendance)}, progress ${m.progressPercentage}%`,
        )
        .join('; ')}`
    : EMPTY;
  const table = (
    <SimpleTable
      head={['Class', 'Sessions', 'Students', 'Avg attendance', 'Progress', 'Trend', 'Last session']}
      numeric={[1, 2]}
      minWidth={720}
      empty={EMPTY}
      rows={taught.map((m) => ({
        key: `${m.school_id}-${m.class_level}`,
        cells: [
          <Stack key="c" gap={0} miw={170}>
            <Text size="sm" fw={600}>
              Class {m.class_level}
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
              <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-label="Excellent attendance" />
            )}
          </Group>,
          <Group key="p" gap="xs" wrap="nowrap">
            <Progress value={m.progressPercentage} w={80} aria-hidden />
            <Text size="sm">{m.progressPercentage}%</Text>
          </Group>,
          <TrendIcon key="t" trend={m.attendanceTrend} />,
          formatDate(m.lastSessionDate),
        ],
      }))}
    />
  );
  const chartTable = (
    <SimpleTable
      head={['Class', 'Avg attendance', 'Progress']}
      numeric={[1, 2]}
      empty={EMPTY}
      rows={taught.map((m) => ({
        key: `${m.school_id}-${m.class_level}`,
        cells: [`Class ${classLabel(m, several)}`, percent(m.averageAttendance), `${m.progressPercentage}%`],
      }))}
    />
  );
  return (
    <>
      <Panel title="Class Performance">
        {table}
        {idle.length > 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            Not taught in this period: {idle.map((m) => `Class ${classLabel(m, several)}`).join(', ')}
          </Text>
        )}
      </Panel>
      {taught.length > 0 && (
        <ChartCard
          title="Attendance and progress by class"
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
