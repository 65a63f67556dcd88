import { Text } from '@mantine/core';
import type { StudentScore } from '#contract/student-analytics';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { SCORES_HEIGHT } from '#src/components/charts/chart-heights';
import { ScoresChart } from '#src/components/charts/lazy-charts';
import { percent, plural } from '../figures';
import { dayLabel } from './months';

const NONE = 'You have not submitted an assessment yet';

/** The student's score on each assessment, oldest first, beside their class's average on the same one. */
export function AssessmentScores({ scores }: { scores: StudentScore[] }) {
  const summary = `Bar chart of your assessment scores against your class's average: ${scores
    .map((s) => `${s.title} ${percent(s.percentage)} (class ${percent(s.class_average)})`)
    .join(', ')}`;
  const table = (
    <SimpleTable
      head={['Assessment', 'You', 'Class average']}
      numeric={[1, 2]}
      empty={NONE}
      rows={scores.map((s) => ({
        key: s.assessment_id,
        cells: [
          <Cell key="title" main={s.title} note={`Submitted ${dayLabel(s.submitted_at)}`} wrap />,
          <Cell key="you" main={percent(s.percentage)} note={`${s.score} / ${s.max_score}`} />,
          <Cell key="class" main={percent(s.class_average)} note={`${plural(s.class_submissions, 'submission')}`} />,
        ],
      }))}
    />
  );
  return (
    <ChartCard
      title="Assessment scores"
      summary={summary}
      table={table}
      height={SCORES_HEIGHT}
      chart={
        scores.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {NONE}
          </Text>
        ) : (
          <ScoresChart
            data={scores.map((s) => ({ label: s.title, you: s.percentage, classAverage: s.class_average }))}
          />
        )
      }
    />
  );
}

/** A figure with a smaller line under it, in one table cell. */
function Cell({ main, note, wrap = false }: { main: string; note: string; wrap?: boolean }) {
  return (
    <>
      <Text size="sm" style={wrap ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}>
        {main}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </>
  );
}
