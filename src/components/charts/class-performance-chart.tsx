import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { classPerformanceHeight } from './chart-heights';
import { GroupedBars } from './grouped-bars';

export type ClassPerformanceDatum = { label: string; attendance: number | null; progress: number };

const PERCENT_TICKS = [0, 25, 50, 75, 100];
const SERIES = [
  { name: 'attendance', label: msg`Avg attendance %`, color: 'teal.6' },
  { name: 'progress', label: msg`Progress %`, color: 'blue.6' },
];

/**
 * Attendance and curriculum progress per class, side by side (percent). On a phone the bars lie down, one class
 * per row, so each class keeps a readable label however many classes there are; every tick is labelled.
 */
export function ClassPerformanceChart({ data, narrow }: { data: ClassPerformanceDatum[]; narrow: boolean }) {
  const { i18n } = useLingui();
  return (
    <GroupedBars
      data={data}
      series={SERIES.map((s) => ({ ...s, label: i18n._(s.label) }))}
      height={classPerformanceHeight(data.length, narrow)}
      ticks={PERCENT_TICKS}
      horizontal={narrow}
      maxBar={28}
    />
  );
}
