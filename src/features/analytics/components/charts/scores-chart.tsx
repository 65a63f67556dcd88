import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SCORES_HEIGHT } from './chart-heights';
import { PERCENT_TICKS } from './lines-chart';

export type ScoreDatum = { label: string; you: number | null; classAverage: number | null };

/** Each assessment, oldest first: the student's score beside their class's average (percent). */
export function ScoresChart({ data }: { data: ScoreDatum[] }) {
  return (
    <BarChart
      h={SCORES_HEIGHT}
      data={data}
      dataKey="label"
      series={[
        { name: 'you', label: 'Your score %', color: 'grape.6' },
        { name: 'classAverage', label: 'Class average %', color: 'gray.6' },
      ]}
      yAxisProps={{ domain: [0, 100], ticks: PERCENT_TICKS, interval: 0, width: 44 }}
      valueFormatter={(v) => `${v}%`}
      withLegend
      legendProps={{ itemSorter: null }}
      withBarValueLabel
      maxBarWidth={32}
      accessibilityLayer={false}
    />
  );
}
