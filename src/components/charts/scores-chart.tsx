import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SCORES_HEIGHT } from './chart-heights';
import { GroupedBars } from './grouped-bars';
import { PERCENT_TICKS } from './lines-chart';

export type ScoreDatum = { label: string; you: number | null; classAverage: number | null };

const SERIES = [
  { name: 'you', label: msg`Your score %`, color: 'grape.6' },
  { name: 'classAverage', label: msg`Class average %`, color: 'gray.6' },
];

/** Each assessment, oldest first: the student's score beside their class's average (percent). */
export function ScoresChart({ data }: { data: ScoreDatum[] }) {
  const { i18n } = useLingui();
  const series = SERIES.map((s) => ({ ...s, label: i18n._(s.label) }));
  return (
    <GroupedBars data={data} series={series} height={SCORES_HEIGHT} ticks={PERCENT_TICKS} maxBar={32} valueLabels />
  );
}
