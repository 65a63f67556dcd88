import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { StudentScore } from '#contract/student-analytics';
import { ChartCard } from '#src/components/chart-card';
import { SimpleTable } from '#src/components/simple-table';
import { SCORES_HEIGHT } from '#src/components/charts/chart-heights';
import { ScoresChart } from '#src/components/charts/lazy-charts';
import { percent } from '../figures';
import { dayLabel } from './months';

/** The student's score on each assessment, oldest first, beside their class's average on the same one. */
export function AssessmentScores({ scores }: { scores: StudentScore[] }) {
  const { t } = useLingui();
  const none = t`You have not submitted an assessment yet`;
  const list = scores
    .map((s) => {
      const title = s.title;
      const score = percent(s.percentage);
      const classAverage = percent(s.class_average);
      return t`${title} ${score} (class ${classAverage})`;
    })
    .join(', ');
  const summary = t`Bar chart of your assessment scores against your class's average: ${list}`;
  const table = (
    <SimpleTable
      head={[t`Assessment`, t`You`, t`Class average`]}
      numeric={[1, 2]}
      empty={none}
      rows={scores.map((s) => {
        const submitted = dayLabel(s.submitted_at);
        const submissions = s.class_submissions;
        return {
          key: s.assessment_id,
          cells: [
            <Cell key="title" main={s.title} note={t`Submitted ${submitted}`} wrap />,
            <Cell key="you" main={percent(s.percentage)} note={`${s.score} / ${s.max_score}`} />,
            <Cell
              key="class"
              main={percent(s.class_average)}
              note={t`${plural(submissions, { one: '# submission', other: '# submissions' })}`}
            />,
          ],
        };
      })}
    />
  );
  return (
    <ChartCard
      title={t`Assessment scores`}
      summary={summary}
      table={table}
      height={SCORES_HEIGHT}
      chart={
        scores.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {none}
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
